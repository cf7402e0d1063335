"""The second starter model: gradient-boosted trees (XGBoost) on scikit-learn's bundled Breast Cancer Wisconsin
(Diagnostic) data, with a held-out test split, written as the model folder "breast-cancer" of the site's content
(app/content/models/<id>/): model.json (XGBoost's own JSON, Booster.save_model) and test.csv (the held-out rows:
the ten "mean" features and the target, malignant = 1). model.ts beside them is written by hand.

Why this data: it ships with scikit-learn (no download), its task is binary classification, which shows all of
the kit (ROC, thresholds, conformal prediction sets), and it holds real measurements with a published datasheet.
Why XGBoost's JSON: the FastAPI reference of `npm run bench` (scripts/bench/reference_kit.py) serves the same
file with xgboost itself.

Run with Debian's Python (scikit-learn 1.2, xgboost 1.7): /usr/bin/python3 scripts/model/train_breast_cancer.py.
Seeded: the same files every time.
"""

import json
import pathlib

import numpy as np
import xgboost as xgb
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split

SEED = 33
TEST_ROWS = 200  # at least 200: the card flags an evaluation on fewer
ROOT = pathlib.Path(__file__).resolve().parents[2]
FOLDER = ROOT / "app" / "content" / "models" / "breast-cancer"

data = load_breast_cancer()
# The ten "mean" features (the first ten columns), named as Python names.
columns = [name.replace(" ", "_") for name in data.feature_names[:10]]
assert all(name.startswith("mean_") for name in columns), columns
x = data.data[:, :10]
# scikit-learn codes malignant as 0 and benign as 1; the site's positive class is malignant.
y = (data.target == 0).astype(int)

x_train, x_test, y_train, y_test = train_test_split(x, y, test_size=TEST_ROWS, random_state=SEED, stratify=y)

model = xgb.XGBClassifier(
    n_estimators=100,
    max_depth=3,
    learning_rate=0.1,
    objective="binary:logistic",
    tree_method="exact",
    random_state=SEED,
)
model.fit(x_train, y_train)
booster = model.get_booster()
booster.feature_names = columns
FOLDER.mkdir(parents=True, exist_ok=True)
booster.save_model(str(FOLDER / "model.json"))


def cell(value: float) -> str:
    """A value as the data set writes it: the shortest text that reads back as the same number."""
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


with open(FOLDER / "test.csv", "w", newline="\n") as out:
    out.write(",".join([*columns, "malignant"]) + "\n")
    for row, label in zip(x_test, y_test):
        out.write(",".join([*(cell(v) for v in row), str(int(label))]) + "\n")

# What the held-out rows say of the model, to compare with the card the site's build computes.
from sklearn.metrics import roc_auc_score  # noqa: E402

p = booster.inplace_predict(x_test)
print(json.dumps({
    "train_rows": len(y_train),
    "test_rows": len(y_test),
    "test_malignant": int(y_test.sum()),
    "auc": roc_auc_score(y_test, p),
    "first_probability": float(p[0]),
}))
