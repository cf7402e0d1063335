"""The bench's reference for the model kit: an XGBoost model in FastAPI + uvicorn, served by xgboost itself.

Only `npm run bench` uses it (see scripts/bench/kit.ts), to put the kit's predict endpoint
(/api/models/<id>/predict) in context; nothing in the site depends on it. It serves the same file the kit
compiles, the model folder's model.json (Booster.save_model), named by KIT_MODEL_FILE:
- the body is validated as the kit validates it (model/kit/serving/request.ts): one key per feature the model
  names, unknown keys refused, each a finite number or null (a missing value, which XGBoost takes);
- the answer is the positive class's probability (xgboost's own, float32 arithmetic) and the verdict at 0.5.
It does less than the kit's endpoint, which adds the conformal prediction set, the out-of-data warnings and
each field's TreeSHAP contribution: the comparison favours this side.
Invalid bodies get FastAPI's own 422 rather than the kit's 400: the bench sends only valid ones.

Written for Debian bookworm's python3-fastapi (0.92), python3-pydantic (1.10) and python3-xgboost (1.7).
Run by hand: cd scripts/bench && KIT_MODEL_FILE=../../app/content/models/breast-cancer/model.json \\
  /usr/bin/python3 -m uvicorn reference_kit:app --port 8001
"""

import math
import os
from typing import Optional

import numpy as np
import xgboost as xgb
from fastapi import FastAPI
from pydantic import BaseModel, create_model, validator

booster = xgb.Booster()
booster.load_model(os.environ["KIT_MODEL_FILE"])
FEATURES: list = list(booster.feature_names or [f"f{i}" for i in range(booster.num_features())])


class Strict(BaseModel):
    class Config:
        extra = "forbid"  # like zod's strictObject: a misspelt field is an error, not ignored

    # pydantic's float would accept "1.5" and True; the kit accepts JSON numbers (finite) and null only.
    @validator("*", pre=True)
    def finite_number_or_null(cls, value: object) -> Optional[float]:
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ValueError("expected a finite number or null")
        return float(value)


Input = create_model("Input", __base__=Strict, **{name: (Optional[float], ...) for name in FEATURES})

app = FastAPI(openapi_url=None, docs_url=None, redoc_url=None)


# async: the handler never blocks, and a plain `def` would cost a thread-pool hop per request.
@app.post("/predict")
async def predict(body: Input) -> dict:
    row = np.array([[np.nan if (v := getattr(body, name)) is None else v for name in FEATURES]], dtype=np.float32)
    probability = float(booster.inplace_predict(row)[0])
    return {"probability": probability, "verdict": int(probability >= 0.5)}
