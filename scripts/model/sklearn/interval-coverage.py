"""
How often each answer's interval holds a fresh answer, in a simulation where the served models are the truth:
writes model/card/interval-coverage.json, which the page cites beside every interval.

The page says of an interval: had the model learnt from another sample of past applicants, its answer would fall
in this range 9 times in 10. This script tests that sentence with scikit-learn and numpy alone (none of this
project's code): it takes the served logistic regression's probabilities (model/card/serving-card.json) as the
truth, draws SIMULATIONS fresh samples of past applicants (the training rows drawn with replacement, each
approved with the true probability), refits the served pipeline on each (empty cells filled from the sample,
log1p amounts standardised, one indicator per category, LogisticRegression(C=1)), and counts how often the
fresh answer for each probe application falls inside the served interval (the committed refits' 5th to 95th
percentile, model/card/bootstrap-refits.json). The scorecard's calibration is treated the same way on the
complete rows' scores (age 35), refitted without penalty. Deterministic (numpy seed SEED).

Run with Debian's Python: /usr/bin/python3 scripts/model/sklearn/interval-coverage.py (a minute or two); then
`npx vitest run scripts/model/sklearn` checks the file against the card.
"""

import json
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression

SIMULATIONS = 2000
SEED = 2028
ROOT = Path(__file__).resolve().parents[2]
card = json.loads((ROOT / "model" / "card" / "serving-card.json").read_text())
refits = json.loads((ROOT / "model" / "card" / "bootstrap-refits.json").read_text())
data = pd.read_csv(ROOT / "model" / "data" / "loan-prediction-train.csv", dtype={"Credit_History": "Int64"})
data = data.rename(columns={"ApplicantIncome": "Income"})
served = card["served"]["parameters"]
FIELDS = served["fields"]
CHOICES = {
    "Education": ["Graduate", "Not Graduate"],
    "Property_Area": ["Urban", "Semiurban", "Rural"],
    "Self_Employed": ["Yes", "No"],
}

# The probes: applications inside the data (no warning), with and without a good credit history.
BASE = {"Income": 5400, "LoanAmount": 210, "Credit_History": 1, "Education": "Graduate", "Property_Area": "Semiurban", "Self_Employed": "No"}
PROBES = [
    BASE,
    {**BASE, "Income": 6000, "LoanAmount": 200, "Property_Area": "Urban"},
    {**BASE, "Income": 3000, "LoanAmount": 100, "Education": "Not Graduate", "Property_Area": "Rural"},
    {**BASE, "Income": 2500, "LoanAmount": 150, "Property_Area": "Urban", "Self_Employed": "Yes"},
    {**BASE, "Income": 10000, "LoanAmount": 250},
    {**BASE, "Income": 4000, "LoanAmount": 130, "Credit_History": 0},
    {**BASE, "Income": 2500, "LoanAmount": 120, "Credit_History": 0, "Education": "Not Graduate", "Property_Area": "Urban"},
    {**BASE, "Income": 6000, "LoanAmount": 200, "Credit_History": 0, "Property_Area": "Urban"},
]
SCORES = [40, 50, 60, 70, 85, 100]


def served_row(application):
    """The served model's design row, from the card's centres and scales."""
    row = []
    for column in served["columns"]:
        value = application[column["field"]]
        if column["kind"] == "log1p":
            raw = np.log1p(float(value))
        elif column["kind"] == "value":
            raw = float(value)
        else:
            raw = 1.0 if value == column["category"] else 0.0
        row.append((raw - column["center"]) / column["scale"])
    return np.array(row)


def served_probability(application):
    weights = np.array([column["weight"] for column in served["columns"]])
    return 1 / (1 + np.exp(-(served["intercept"] + served_row(application) @ weights)))


def percentile_interval(probabilities):
    low, high = np.percentile(probabilities, [5, 95])
    return float(low), float(high)


def trained_interval(application):
    features = refits["trained"]["features"]
    row = [1.0]
    for feature in features:
        value = application[feature["field"]]
        if feature["kind"] == "log1p":
            row.append(np.log1p(float(value)))
        elif feature["kind"] == "value":
            row.append(float(value))
        else:
            row.append(1.0 if value == feature["category"] else 0.0)
    log_odds = np.array(refits["trained"]["coefficients"]) @ np.array(row)
    return percentile_interval(1 / (1 + np.exp(-log_odds)))


def scorecard_interval(score):
    coefficients = np.array(refits["scorecard"]["coefficients"])
    return percentile_interval(1 / (1 + np.exp(-(coefficients[:, 0] + coefficients[:, 1] * score))))


def design(sample, applications):
    """The served pipeline fitted on `sample`: its design matrix, and the probes' rows under the same preprocessing."""
    filled = sample.copy()
    filled["LoanAmount"] = filled["LoanAmount"].fillna(filled["LoanAmount"].median())
    for field in ("Credit_History", "Education", "Property_Area", "Self_Employed"):
        filled[field] = filled[field].fillna(filled[field].mode()[0])

    def rows(frame):
        columns = []
        for field in ("Income", "LoanAmount"):
            logs = np.log1p(filled[field].astype(float))
            columns.append((np.log1p(frame[field].astype(float)) - logs.mean()) / logs.std(ddof=0))
        columns.append(frame["Credit_History"].astype(float))
        for field, choices in CHOICES.items():
            columns.extend((frame[field] == choice).astype(float) for choice in choices)
        return np.column_stack(columns)

    return rows(filled), rows(pd.DataFrame(applications))


def scores_of(frame):
    """The hand-written scorecard's points for complete rows, at age 35 (+5), as model/scorecard/scorecard.ts."""
    ratio = frame["Income"] / frame["LoanAmount"]
    band = np.select([ratio > 20, ratio > 10, ratio > 5], [25, 15, 5], 0)
    area = frame["Property_Area"].map({"Urban": 5, "Semiurban": 3, "Rural": 0})
    return (
        40 * frame["Credit_History"].astype(float)
        + band
        + 10 * (frame["Education"] == "Graduate")
        + 10 * (frame["Married"] == "Yes")
        + 5
        + area
        + 5 * (frame["Self_Employed"] == "No")
    ).to_numpy()


random = np.random.default_rng(SEED)
filled_truth = data.copy()
filled_truth["LoanAmount"] = filled_truth["LoanAmount"].fillna(served["imputation"]["LoanAmount"])
for field in ("Credit_History", "Education", "Property_Area", "Self_Employed"):
    filled_truth[field] = filled_truth[field].fillna(served["imputation"][field])
truth = np.array([served_probability(row) for _, row in filled_truth.iterrows()])

complete = data.dropna(subset=["Gender", "Married", "Credit_History", "Self_Employed", "LoanAmount"]).copy()
complete_scores = scores_of(complete)
calibration = card["calibration"]
score_truth = 1 / (1 + np.exp(-(calibration["intercept"] + calibration["slope"] * complete_scores)))

trained_hits = np.zeros(len(PROBES))
scorecard_hits = np.zeros(len(SCORES))
trained_intervals = [trained_interval(probe) for probe in PROBES]
scorecard_intervals = [scorecard_interval(score) for score in SCORES]
for _ in range(SIMULATIONS):
    drawn = random.integers(0, len(data), len(data))
    sample = data.iloc[drawn].reset_index(drop=True)
    labels = random.random(len(data)) < truth[drawn]
    X, probes = design(sample, PROBES)
    fresh = LogisticRegression(C=1.0, tol=1e-10, max_iter=10_000).fit(X, labels).predict_proba(probes)[:, 1]
    trained_hits += [low <= p <= high for p, (low, high) in zip(fresh, trained_intervals)]

    drawn = random.integers(0, len(complete), len(complete))
    labels = random.random(len(complete)) < score_truth[drawn]
    fitted = LogisticRegression(penalty=None, tol=1e-10, max_iter=10_000).fit(complete_scores[drawn, None], labels)
    fresh = fitted.predict_proba(np.array(SCORES, dtype=float)[:, None])[:, 1]
    scorecard_hits += [low <= p <= high for p, (low, high) in zip(fresh, scorecard_intervals)]

result = {
    "method": (
        f"{SIMULATIONS} simulated samples of past applicants, in each of which the served models are the truth: "
        "the training rows drawn with replacement, each approved with the served model's probability (the "
        "scorecard's: its calibration's, on the complete rows), then the served pipeline refitted on the sample "
        "with scikit-learn (LogisticRegression, C = 1; the calibration without penalty). Coverage: the share of "
        "the samples whose fresh answer for a probe application falls inside that application's served 90 % "
        "interval (scripts/model/sklearn/interval-coverage.py)."
    ),
    "simulations": SIMULATIONS,
    "seed": SEED,
    "level": refits["level"],
    "trained": [
        {
            "application": probe,
            "interval": {"low": round(low, 4), "high": round(high, 4)},
            "coverage": round(hits / SIMULATIONS, 4),
        }
        for probe, (low, high), hits in zip(PROBES, trained_intervals, trained_hits)
    ],
    "scorecard": [
        {"score": score, "interval": {"low": round(low, 4), "high": round(high, 4)}, "coverage": round(hits / SIMULATIONS, 4)}
        for score, (low, high), hits in zip(SCORES, scorecard_intervals, scorecard_hits)
    ],
}
(ROOT / "model" / "card" / "interval-coverage.json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
print(json.dumps({"trained": [e["coverage"] for e in result["trained"]], "scorecard": [e["coverage"] for e in result["scorecard"]]}))
