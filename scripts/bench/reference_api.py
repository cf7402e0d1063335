"""The bench's reference: POST /api/predict in FastAPI + uvicorn, the stack the original demo named.

Only `npm run bench` uses it (see scripts/bench/servers.ts), to put the API's throughput in
context; nothing in the site depends on it. It mirrors the TypeScript API so the comparison is fair:
- the body is validated like model/schema.ts (strict: unknown fields are refused; integers in the
  same ranges, refusing booleans, numeric strings and fractions rather than coercing them),
- the scorecard is model/scorecard/scorecard.ts rule for rule,
- the answer has the same fields, with the probability from the same calibration
  (model/card/serving-card.json, read at start-up so the two cannot drift).
Invalid bodies get FastAPI's own 422 rather than the API's 400: the bench sends only valid ones.

Written for Debian bookworm's python3-fastapi (0.92) and python3-pydantic (1.10).
Run by hand: cd scripts/bench && /usr/bin/python3 -m uvicorn reference_api:app --port 8000
"""

import json
import math
from pathlib import Path
from typing import Literal

from fastapi import FastAPI
from pydantic import BaseModel, conint, validator

CARD = json.loads((Path(__file__).resolve().parents[2] / "model" / "card" / "serving-card.json").read_text())
# The served version is a content hash the TypeScript computes (model/identity/versions.ts); the bench compares
# only the verdict, so the reference names itself instead.
MODEL_VERSION: str = "scorecard-reference"
INTERCEPT: float = CARD["calibration"]["intercept"]
SLOPE: float = CARD["calibration"]["slope"]
APPROVAL_THRESHOLD = 50
AREA_POINTS = {"Urban": 5, "Semiurban": 3, "Rural": 0}


class LoanApplication(BaseModel):
    Gender: Literal["Male", "Female"]
    Age: conint(ge=0, le=150)
    Income: conint(ge=0, le=1_000_000_000)
    Married: Literal["Yes", "No"]
    LoanAmount: conint(ge=0, le=1_000_000_000)
    Credit_History: conint(ge=0, le=1)
    Education: Literal["Graduate", "Not Graduate"]
    Property_Area: Literal["Urban", "Semiurban", "Rural"]
    Self_Employed: Literal["Yes", "No"]

    class Config:
        extra = "forbid"  # like zod's strictObject: a misspelt field is an error, not ignored

    # pydantic's int would accept True, "34" and 34.5 (truncated); zod's z.int() accepts only
    # whole numbers, and 34.0 is one (JSON cannot tell it from 34).
    @validator("Age", "Income", "LoanAmount", "Credit_History", pre=True)
    def whole_number(cls, value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not float(value).is_integer():
            raise ValueError("expected an integer")
        return int(value)


def income_to_loan_points(income: int, loan_amount: int) -> int:
    # As in the TypeScript (model/scorecard/scorecard.ts): positive / 0 is infinite (25 points), 0 / 0 is no band.
    if loan_amount == 0:
        return 25 if income > 0 else 0
    ratio = income / loan_amount
    if ratio > 20:
        return 25
    if ratio > 10:
        return 15
    if ratio > 5:
        return 5
    return 0


def contribution(rule: str, label: str, points: int, max_points: int) -> dict:
    return {"rule": rule, "label": label, "points": points, "maxPoints": max_points}


def predict_answer(application: LoanApplication) -> dict:
    contributions = [
        contribution("credit_history", "Credit history", 40 * application.Credit_History, 40),
        contribution(
            "income_to_loan",
            "Income to loan ratio",
            income_to_loan_points(application.Income, application.LoanAmount),
            25,
        ),
        contribution("education", "Education", 10 if application.Education == "Graduate" else 0, 10),
        contribution("married", "Marital status", 10 if application.Married == "Yes" else 0, 10),
        contribution("age", "Age", 5 if 25 <= application.Age <= 60 else 0, 5),
        contribution("property_area", "Property area", AREA_POINTS[application.Property_Area], 5),
        contribution("self_employed", "Employment type", 5 if application.Self_Employed == "No" else 0, 5),
    ]
    score = sum(item["points"] for item in contributions)
    probability = 1 / (1 + math.exp(-(INTERCEPT + SLOPE * score)))
    return {
        "prediction": "Yes" if score >= APPROVAL_THRESHOLD else "No",
        "score": score,
        # JavaScript's Math.round (half up), not Python's round (half to even).
        "probability": math.floor(probability * 10_000 + 0.5) / 10_000,
        "contributions": contributions,
        "modelVersion": MODEL_VERSION,
    }


app = FastAPI(openapi_url=None, docs_url=None, redoc_url=None)


# async: the handler never blocks, and a plain `def` would cost a thread-pool hop per request.
@app.post("/api/predict")
async def predict(application: LoanApplication) -> dict:
    return predict_answer(application)
