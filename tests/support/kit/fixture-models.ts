/**
 * The fixture owner's models (tests/fixtures/content/models/), as the build serves them: through the same
 * virtual module the app reads ("virtual:models", which vitest.config.ts compiles from the fixture content).
 * Test-only: the server's tests give them to the app (tests/server/test-site.ts).
 */
import { modelServing } from "virtual:models";

import type { ServedModel } from "#model/kit/serving/served-model";

export const FIXTURE_MODELS: Readonly<Record<string, ServedModel>> = Object.fromEntries(
  await Promise.all(Object.entries(modelServing).map(async ([id, load]) => [id, (await load()).served] as const)),
);
