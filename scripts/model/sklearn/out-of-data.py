"""
Checks the out-of-data thresholds of model/card/serving-card.json (dataLimits) from the training file alone, with
numpy and pandas, none of this project's code: the served design matrix (empty cells filled as the model fills
them; log1p of the amounts standardised with the population sd; the credit history; one indicator per category),
each training row's leverage as the diagonal of X (XᵀX)⁺ Xᵀ with the Moore-Penrose inverse of the full design
(intercept and every category, so no column is left out), the threshold halfway between the 6th and 7th largest,
the combinations of categories no training row holds, and the leverage of the applications the tests probe.
Run with Debian's Python: /usr/bin/python3 scripts/model/sklearn/out-of-data.py (prints JSON; model/uncertainty/
out-of-data.test.ts pins its figures).
"""

import json
import itertools
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[2]
data = pd.read_csv(ROOT / "model" / "data" / "loan-prediction-train.csv", dtype={"Credit_History": "Int64"})
data = data.rename(columns={"ApplicantIncome": "Income"})

CHOICES = {
    "Education": ["Graduate", "Not Graduate"],
    "Property_Area": ["Urban", "Semiurban", "Rural"],
    "Self_Employed": ["Yes", "No"],
}
filled = data.copy()
filled["LoanAmount"] = filled["LoanAmount"].fillna(filled["LoanAmount"].median())
filled["Credit_History"] = filled["Credit_History"].fillna(filled["Credit_History"].mode()[0])
filled["Self_Employed"] = filled["Self_Employed"].fillna(filled["Self_Employed"].mode()[0])

log_income = np.log1p(filled["Income"].astype(float))
log_loan = np.log1p(filled["LoanAmount"].astype(float))
centres = {"Income": (log_income.mean(), log_income.std(ddof=0)), "LoanAmount": (log_loan.mean(), log_loan.std(ddof=0))}


def design_row(application):
    row = [1.0]
    for field in ("Income", "LoanAmount"):
        mean, sd = centres[field]
        row.append((np.log1p(float(application[field])) - mean) / sd)
    row.append(float(application["Credit_History"]))
    for field, choices in CHOICES.items():
        row.extend(1.0 if application[field] == choice else 0.0 for choice in choices)
    return np.array(row)


X = np.array([design_row(row) for _, row in filled.iterrows()])
gram_pinv = np.linalg.pinv(X.T @ X)
leverage = np.einsum("ij,jk,ik->i", X, gram_pinv, X)
descending = np.sort(leverage)[::-1]
allowed = int(np.floor(0.01 * len(X)))
threshold = (descending[allowed - 1] + descending[allowed]) / 2
above = data.loc[leverage > threshold, "Loan_ID"].tolist()


def leverage_of(application):
    x = design_row(application)
    return float(x @ gram_pinv @ x)


def unseen(fields, values):
    complete = data.dropna(subset=fields)
    present = set(complete[fields].astype(str).itertuples(index=False, name=None))
    return [list(combo) for combo in itertools.product(*values) if combo not in present]


# The committed refits' 5th-95th percentile of the log-odds: how wide each answer's interval is, on the scale where
# the leverage measures distance (model/card/bootstrap-refits.json; percentiles as numpy's default).
refits = json.loads((ROOT / "model" / "card" / "bootstrap-refits.json").read_text())
features = refits["trained"]["features"]
coefficients = np.array(refits["trained"]["coefficients"])


def raw_row(application):
    row = [1.0]
    for feature in features:
        value = application[feature["field"]]
        if feature["kind"] == "log1p":
            row.append(np.log1p(float(value)))
        elif feature["kind"] == "value":
            row.append(float(value))
        else:
            row.append(1.0 if value == feature["category"] else 0.0)
    return np.array(row)


def log_odds_width(application):
    low, high = np.percentile(coefficients @ raw_row(application), [5, 95])
    return high - low


training_widths = np.array([log_odds_width(row) for _, row in filled.iterrows()])


def flips(application, field):
    """The whole amounts where the leverage crosses the threshold, from 0 to 1,000,000, and each one's width rank."""
    found = []
    values = np.unique(np.round(np.geomspace(1, 1_000_000, 4000)).astype(int))
    values = np.concatenate([[0], values])
    flagged = [leverage_of({**application, field: v}) > threshold for v in values]
    for i in range(1, len(values)):
        if flagged[i] == flagged[i - 1]:
            continue
        low, high = int(values[i - 1]), int(values[i])
        while high - low > 1:
            middle = (low + high) // 2
            if (leverage_of({**application, field: middle}) > threshold) == flagged[i]:
                high = middle
            else:
                low = middle
        inside = low if not flagged[i] else high
        share = float((training_widths < log_odds_width({**application, field: inside})).mean())
        found.append({"from": low, "to": high, "insideWidthAbove": round(share, 4)})
    return found


BASE = {"Income": 5000, "LoanAmount": 120, "Credit_History": 1, "Education": "Graduate", "Property_Area": "Urban", "Self_Employed": "No"}
WHAT_IF = {**BASE, "Income": 1000, "LoanAmount": 100, "Credit_History": 0}
PROBES = {
    "base": BASE,
    "income 0": {**BASE, "Income": 0},
    "income 1,100, loan 480, not graduate, rural, self-employed": {
        **BASE,
        "Income": 1100,
        "LoanAmount": 480,
        "Education": "Not Graduate",
        "Property_Area": "Rural",
        "Self_Employed": "Yes",
    },
    "income 81,001": {**BASE, "Income": 81001},
    "income 32,541": {**BASE, "Income": 32541},
    "loan 0": {**BASE, "LoanAmount": 0},
    # tests/support/loan/loan-fixtures.ts's weak applicant.
    "weak: income 2,500, loan 400, no credit history, not graduate, rural, self-employed": {
        "Income": 2500,
        "LoanAmount": 400,
        "Credit_History": 0,
        "Education": "Not Graduate",
        "Property_Area": "Rural",
        "Self_Employed": "Yes",
    },
    # The batch test's row of no points (app/features/loan-predict/batch/batch-run.test.ts).
    "income 1,000, loan 300, no credit history, not graduate, rural, self-employed": {
        "Income": 1000,
        "LoanAmount": 300,
        "Credit_History": 0,
        "Education": "Not Graduate",
        "Property_Area": "Rural",
        "Self_Employed": "Yes",
    },
}

print(
    json.dumps(
        {
            "rows": len(X),
            "rank": int(np.linalg.matrix_rank(X)),
            "threshold": round(float(threshold), 6),
            "max": round(float(descending[0]), 6),
            "sixthAndSeventh": [round(float(descending[allowed - 1]), 6), round(float(descending[allowed]), 6)],
            "rowsAbove": above,
            "probes": {name: round(leverage_of(application), 6) for name, application in PROBES.items()},
            "flips": {
                field: flips(BASE, field) for field in ("Income", "LoanAmount")
            },
            # The what-if section's test applicant
            # (app/features/loan-predict/evaluation/what-if/what-if-section.test.tsx).
            "whatIfFlips": {
                field: flips(WHAT_IF, field) for field in ("Income", "LoanAmount")
            },
            "unseenServed": unseen(
                ["Credit_History", "Education", "Property_Area", "Self_Employed"],
                [["1", "0"], *CHOICES.values()],
            ),
            "unseenProfiles": unseen(
                ["Gender", "Married", "Education", "Property_Area", "Self_Employed"],
                [["Male", "Female"], ["Yes", "No"], *CHOICES.values()],
            ),
        },
        indent=1,
    )
)
