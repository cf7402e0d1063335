import { describe, expect, it } from "vitest";

import { bootstrapRefits } from "../card/bootstrap-refits";
import type { ServingCard } from "../card/parts";
import { servingCard } from "../card/serving-card";
import { contentVersion, modelVersions, versionsOf } from "./versions";

describe("contentVersion", () => {
  it("is the name and the first 12 hex digits of the SHA-256 of the JSON, as Python's hashlib gives them", () => {
    // hashlib.sha256(b'{"a":1,"b":[0.5,"c"]}').hexdigest()[:12], and with 0.25.
    expect(contentVersion("x", { a: 1, b: [0.5, "c"] })).toBe("x@7b5a64baaeb6");
    expect(contentVersion("x", { a: 1, b: [0.25, "c"] })).toBe("x@2ab31aa85d17");
  });
});

describe("the served models' versions", () => {
  const versions = modelVersions(servingCard, bootstrapRefits);

  it("name each model and a content hash", () => {
    expect(versions.scorecard).toMatch(/^scorecard@[0-9a-f]{12}$/);
    expect(versions.trained).toMatch(/^logistic-regression@[0-9a-f]{12}$/);
  });

  it("change when one weight of the served model changes, and only the trained model's", () => {
    const [first, ...rest] = servingCard.served.parameters.columns;
    const changed: ServingCard = {
      ...servingCard,
      served: {
        ...servingCard.served,
        parameters: {
          ...servingCard.served.parameters,
          columns: [{ ...first!, weight: first!.weight + 1e-6 }, ...rest],
        },
      },
    };
    const after = modelVersions(changed, bootstrapRefits);
    expect(after.trained).not.toBe(versions.trained);
    expect(after.scorecard).toBe(versions.scorecard);
  });

  it("change when the calibration, the cut or a refit changes", () => {
    const calibration = { ...servingCard.calibration, slope: servingCard.calibration.slope + 1e-6 };
    expect(modelVersions({ ...servingCard, calibration }, bootstrapRefits).scorecard).not.toBe(versions.scorecard);
    const cut = { ...servingCard, served: { ...servingCard.served, cut: 0.6 } };
    expect(modelVersions(cut, bootstrapRefits).trained).not.toBe(versions.trained);
    const [refit, ...others] = bootstrapRefits.trained.coefficients;
    const refits = {
      ...bootstrapRefits,
      trained: { ...bootstrapRefits.trained, coefficients: [[...refit!.slice(0, -1), 0], ...others] },
    };
    expect(modelVersions(servingCard, refits).trained).not.toBe(versions.trained);
  });

  it("are hashed once per pair of files", () => {
    expect(versionsOf(servingCard, bootstrapRefits)).toBe(versionsOf(servingCard, bootstrapRefits));
    expect(versionsOf(servingCard, bootstrapRefits)).toEqual(versions);
  });
});
