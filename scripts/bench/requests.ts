/** What the bench sends: the sample application, to check a server's answer and to load it. */
import { isDeepStrictEqual } from "node:util";

import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { predictionFor } from "#model/scorecard/predict";

import { type AutocannonResult, autocannon } from "../bench-rounds";

const requestBody = JSON.stringify(EXAMPLE_APPLICATION);
const expected = predictionFor(EXAMPLE_APPLICATION, bootstrapRefits);

/** One POST; resolves when the answer is the model's own, throws "unexpected …" when it is not. */
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
  if (response.status !== 200 || !isDeepStrictEqual(body, expected)) {
    throw new Error(`unexpected answer from ${url}: ${response.status} ${text.slice(0, 500)}`);
  }
}

/** `connections` keep-alive connections sending the sample application for `duration` seconds. */
export function load(url: string, duration: number, connections: number): Promise<AutocannonResult> {
  return autocannon({
    url,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: requestBody,
    connections,
    duration,
    // autocannon ends a run at its first sample after `duration`: sample as often as a round lasts.
    sampleInt: duration * 1000,
  });
}
