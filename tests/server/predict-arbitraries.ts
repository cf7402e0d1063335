/** Random and malformed POST /api/predict requests, for the fuzz tests. Test-only. */
import fc from "fast-check";

import { API_ENDPOINTS } from "#model/api-endpoints";
import { type LoanApplication, LoanApplicationSchema } from "#model/schema";

const LIMIT = API_ENDPOINTS.predict.request.maxBytes;

const FIELDS = Object.keys(LoanApplicationSchema.shape);
const VALID_VALUE: Record<string, fc.Arbitrary<unknown>> = {
  Gender: fc.constantFrom("Male", "Female"),
  Age: fc.integer({ min: 0, max: 150 }),
  Income: fc.integer({ min: 0, max: 1_000_000_000 }),
  Married: fc.constantFrom("Yes", "No"),
  LoanAmount: fc.integer({ min: 0, max: 1_000_000_000 }),
  Credit_History: fc.constantFrom(0, 1),
  Education: fc.constantFrom("Graduate", "Not Graduate"),
  Property_Area: fc.constantFrom("Urban", "Semiurban", "Rural"),
  Self_Employed: fc.constantFrom("Yes", "No"),
};

// Number literals JSON.parse reads in surprising ways, spliced into the text unquoted.
const RAW_NUMBER = fc.constantFrom(
  "1e400",
  "-1e400",
  "1e-400",
  "-0",
  "1.0",
  "25.000000000000001",
  "9007199254740993",
  "1E2",
  "NaN",
  "Infinity",
  "0x10",
  "01",
  "1_000",
);
const WRONG_VALUE = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("NaN", "Infinity", "-1", "1e400", "male", " Male", "MALE", "", "1"),
  fc.double(),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.constantFrom(null, true, false, [], {}, 0.5, -0, 1e21, Number.MAX_SAFE_INTEGER + 2),
);

/** An object with some of the 9 keys, each holding a valid or a wrong value, sometimes with extra keys. */
const applicationLike = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        FIELDS.map((field) => [field, fc.oneof({ weight: 3, arbitrary: VALID_VALUE[field]! }, WRONG_VALUE)]),
      ),
      { requiredKeys: [] },
    ),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
    fc.boolean(),
  )
  .map(([fields, extra, withExtra]) => JSON.stringify(withExtra ? { ...fields, ...extra } : fields));

/** Any valid application, every field in range. */
export const validApplication = fc.record(
  Object.fromEntries(FIELDS.map((field) => [field, VALID_VALUE[field]!])),
) as fc.Arbitrary<LoanApplication>;

const validApplicationText = validApplication.map((value) => JSON.stringify(value));

const bodyText = fc.oneof(
  { weight: 4, arbitrary: applicationLike },
  { weight: 2, arbitrary: validApplicationText },
  fc.jsonValue().map((value) => JSON.stringify(value) ?? "null"),
  // Truncated JSON.
  fc.tuple(validApplicationText, fc.nat()).map(([text, cut]) => text.slice(0, cut % (text.length + 1))),
  // A field's number replaced by a raw literal.
  fc
    .tuple(validApplicationText, fc.constantFrom("Age", "Income", "LoanAmount", "Credit_History"), RAW_NUMBER)
    .map(([text, field, raw]) => text.replace(new RegExp(`"${field}":-?[\\d.e+]+`), `"${field}":${raw}`)),
  fc.string({ unit: "binary", maxLength: 200 }),
  // A byte order mark before the JSON (fetch's text() drops it).
  validApplicationText.map((text) => `\uFEFF${text}`),
  // Deep nesting and sizes around the limit.
  fc.integer({ min: 1, max: 5000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc.integer({ min: LIMIT - 200, max: LIMIT + 200 }).map((size) => JSON.stringify({ pad: "x".repeat(size) })),
);

const bodyBytes = fc.oneof(
  { weight: 8, arbitrary: bodyText.map((text) => new TextEncoder().encode(text)) },
  fc.uint8Array({ maxLength: 300 }),
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8") },
  fc.constantFrom(
    undefined,
    "",
    "APPLICATION/JSON",
    "application/json;",
    "text/plain",
    "text/json",
    "application/jsonp",
    "multipart/form-data; boundary=x",
    "application/x-www-form-urlencoded",
    "application/ld+json",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 30 }),
);

/** A body, its declared type, and whether its length is declared (else it is sent as it comes). */
export const requestCase = fc.record({ contentType, body: bodyBytes, declareLength: fc.boolean() });
