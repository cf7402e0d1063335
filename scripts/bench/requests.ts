/** What the bench sends: the sample application, to check a server's answer and to load it. */
import { isDeepStrictEqual } from "node:util";

import { EXAMPLE_APPLICATION } from "#model/example-application";
import { scorecardVerdict } from "#model/scorecard/predict";

import { type AutocannonResult, autocannon } from "./bench-rounds";

const requestBody = JSON.stringify(EXAMPLE_APPLICATION);
// The verdict every build answers; a build since issue 27 adds its interval, warnings and version, which an older
// baseline (BASELINE_ROOT) and the reference server do not have, so only the verdict is compared.
const expected = scorecardVerdict(EXAMPLE_APPLICATION);
const verdictOf = (body: unknown) =>
  typeof body === "object" && body !== null
    ? Object.fromEntries(Object.keys(expected).map((key) => [key, (body as Record<string, unknown>)[key]]))
    : body;

/** One POST; resolves when the answer carries the model's own verdict, throws "unexpected …" when it does not. */
export async function checkAnswer(url: string): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: requestBody,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  if (response.status !== 200 || !isDeepStrictEqual(verdictOf(body), expected)) {
    throw new Error(`unexpected answer from ${url}: ${response.status} ${text.slice(0, 500)}`);
  }
}

/** `connections` keep-alive connections sending `body` (the sample application) for `duration` seconds. */
export function load(
  url: string,
  duration: number,
  connections: number,
  body = requestBody,
): Promise<AutocannonResult> {
  return autocannon({
    url,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    connections,
    duration,
    // autocannon ends a run at its first sample after `duration`: sample as often as a round lasts.
    sampleInt: duration * 1000,
  });
}
