"""
Checks the cost-based cuts of model/card/model-evaluation.json (costCuts) with scikit-learn, none of this project's
code: the repeated cross-validation is run again in Python (mulberry32 and the stratified fold deal ported, so
the splits are the same; in each split the empty cells filled from the training folds, the served logistic
regression refitted with LogisticRegression(C=1), the scorecard's points at age 35 calibrated by an unpenalised
logistic regression on the training folds), the out-of-fold verdicts of the 20 repeats pooled, and for each cost
ratio r: every grid cut's expected cost (r × wrong approvals + wrong refusals) / verdicts, the least-cost cut
(refusing and approving everyone included; at equal cost a grid end, then the cut nearest the served one, then
the lower), and the Bayes cut r / (1 + r) on the calibrated probability with its cost.
Run with Debian's Python: /usr/bin/python3 scripts/model/sklearn/cost-cuts.py (prints JSON; scripts/model/sklearn-checked.test.ts
pins its figures).
"""

import json
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parents[2]
data = pd.read_csv(ROOT / "model" / "data" / "loan-prediction-train.csv", dtype={"Credit_History": "Int64"})
data = data.rename(columns={"ApplicantIncome": "Income"})
labels = (data["Loan_Status"] == "Y").to_numpy()
RATIOS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10]
CHOICES = {
    "Gender": ["Male", "Female"],
    "Married": ["Yes", "No"],
    "Education": ["Graduate", "Not Graduate"],
    "Property_Area": ["Urban", "Semiurban", "Rural"],
    "Self_Employed": ["Yes", "No"],
}


def mulberry32(seed):
    state = seed & 0xFFFFFFFF

    def imul(a, b):
        return (a * b) & 0xFFFFFFFF

    def next_value():
        nonlocal state
        state = (state + 0x6D2B79F5) & 0xFFFFFFFF
        t = state
        t = imul(t ^ (t >> 15), t | 1)
        t ^= (t + imul(t ^ (t >> 7), t | 61)) & 0xFFFFFFFF
        return ((t ^ (t >> 14)) & 0xFFFFFFFF) / 4294967296

    return next_value


def stratified_folds(k, seed):
    """Each label's rows shuffled (Fisher-Yates, mulberry32), approved first, dealt to the folds in turn."""
    random = mulberry32(seed)
    folds = np.full(len(labels), -1)
    deal = 0
    for label in (True, False):
        indices = [i for i in range(len(labels)) if labels[i] == label]
        for i in range(len(indices) - 1, 0, -1):
            j = int(random() * (i + 1))
            indices[i], indices[j] = indices[j], indices[i]
        for index in indices:
            folds[index] = deal
            deal = (deal + 1) % k
    return folds


def mode(series, order):
    counts = [(series == value).sum() for value in order]
    return order[int(np.argmax(counts))]


def filled(frame, train):
    """Empty cells filled from the training rows: the median loan, the most frequent value elsewhere."""
    frame = frame.copy()
    frame["LoanAmount"] = frame["LoanAmount"].fillna(train["LoanAmount"].median())
    frame["Credit_History"] = frame["Credit_History"].fillna(mode(train["Credit_History"].dropna(), [1, 0]))
    for field, order in CHOICES.items():
        frame[field] = frame[field].fillna(mode(train[field].dropna(), order))
    return frame


def points(frame):
    ratio = frame["Income"] / frame["LoanAmount"]
    band = np.select([ratio > 20, ratio > 10, ratio > 5], [25, 15, 5], 0)
    area = frame["Property_Area"].map({"Urban": 5, "Semiurban": 3, "Rural": 0}).to_numpy()
    return (
        40 * frame["Credit_History"].astype(float).to_numpy()
        + band
        + 10 * (frame["Education"] == "Graduate").to_numpy()
        + 10 * (frame["Married"] == "Yes").to_numpy()
        + 5
        + area
        + 5 * (frame["Self_Employed"] == "No").to_numpy()
    )


def design(frame, train):
    columns = []
    for field in ("Income", "LoanAmount"):
        logs = np.log1p(train[field].astype(float))
        columns.append((np.log1p(frame[field].astype(float)) - logs.mean()) / logs.std(ddof=0))
    columns.append(frame["Credit_History"].astype(float))
    for field in ("Education", "Property_Area", "Self_Employed"):
        columns.extend((frame[field] == choice).astype(float) for choice in CHOICES[field])
    return np.column_stack(columns)


scores = {"scorecard": [], "trained": []}
probabilities = {"scorecard": [], "trained": []}
pooled_labels = []
for repeat in range(20):
    folds = stratified_folds(5, 42 + repeat)
    score = np.zeros(len(labels))
    calibrated = np.zeros(len(labels))
    trained = np.zeros(len(labels))
    for fold in range(5):
        train_raw, test_raw = data[folds != fold], data[folds == fold]
        # The scorecard's empty cells: the all-fields variant's values, from the training folds.
        train, test = filled(train_raw, train_raw), filled(test_raw, train_raw)
        calibration = LogisticRegression(penalty=None, tol=1e-12, max_iter=10_000)
        calibration.fit(points(train)[:, None], labels[folds != fold])
        score[folds == fold] = points(test)
        calibrated[folds == fold] = calibration.predict_proba(points(test)[:, None])[:, 1]
        model = LogisticRegression(C=1.0, tol=1e-12, max_iter=10_000)
        model.fit(design(train, train), labels[folds != fold])
        trained[folds == fold] = model.predict_proba(design(test, train))[:, 1]
    scores["scorecard"].append(score)
    scores["trained"].append(trained)
    probabilities["scorecard"].append(calibrated)
    probabilities["trained"].append(trained)
    pooled_labels.append(labels)

y = np.concatenate(pooled_labels)
verdicts = len(y)
GRIDS = {"scorecard": list(range(0, 102)), "trained": [round(c / 100, 2) for c in range(0, 102)]}
SERVED = {"scorecard": 50, "trained": 0.5}
CALIBRATION = json.loads((ROOT / "model" / "card" / "serving-card.json").read_text())["calibration"]


def cost(approved, ratio):
    wrong_approvals = np.sum(approved & ~y)
    wrong_refusals = np.sum(~approved & y)
    return (ratio * wrong_approvals + wrong_refusals) / verdicts


result = {"verdicts": verdicts, "lenderApprovalRate": round(float(labels.mean()), 4), "models": {}}
for model in ("scorecard", "trained"):
    s = np.concatenate(scores[model])
    p = np.concatenate(probabilities[model])
    grid = GRIDS[model]
    entries = []
    for ratio in RATIOS:
        costs = [cost(s >= cut, ratio) for cut in grid]
        ends = [i in (0, len(grid) - 1) for i in range(len(grid))]
        best = min(
            range(len(grid)),
            key=lambda i: (round(costs[i], 12), 0 if ends[i] else 1, abs(grid[i] - SERVED[model]), grid[i]),
        )
        threshold = ratio / (1 + ratio)
        bayes = p >= threshold
        entry = {
            "ratio": ratio,
            "least": {
                "cut": grid[best],
                "cost": round(float(costs[best]), 4),
                "approvalRate": round(float((s >= grid[best]).mean()), 4),
            },
            "bayes": {
                "probability": round(threshold, 4),
                "cost": round(float(cost(bayes, ratio)), 4),
                "approvalRate": round(float(bayes.mean()), 4),
            },
            "refuseEveryone": round(float(cost(np.zeros_like(y), ratio)), 4),
            "served": round(float(cost(s >= SERVED[model], ratio)), 4),
        }
        if model == "scorecard":
            logit = np.log(threshold / (1 - threshold))
            entry["bayes"]["points"] = int(np.ceil((logit - CALIBRATION["intercept"]) / CALIBRATION["slope"]))
        entries.append(entry)
    result["models"][model] = entries

print(json.dumps(result, indent=1))
