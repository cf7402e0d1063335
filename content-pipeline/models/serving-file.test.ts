import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { WORKER_MODELS_BUDGET, workerSizeWarning } from "./serving-file";

describe("workerSizeWarning", () => {
  it("is silent while the models compress within the Worker's budget, and says what to do past it", () => {
    // Random bytes as base64, as a model's weights are: gzip gains little on them.
    const weights = (bytes: number) => JSON.stringify({ model: randomBytes(bytes).toString("base64") });
    expect(workerSizeWarning(weights(1024 * 1024))).toBeUndefined();
    const warning = workerSizeWarning(weights(WORKER_MODELS_BUDGET * 1.2));
    expect(warning).toMatch(
      /^The models compress to \d\.\d MiB: .* passes the free plan's 3 MiB \(compressed\)\. Deploy on a paid plan/,
    );
  });
});
