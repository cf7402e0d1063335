/** Each case quotes the sentence of RFC 9110 it holds the static files to. */
import { describe, expect, it } from "vitest";

import { type ConditionalRequest, evaluateConditions } from "./conditional";

// The size RFC 9110's own Content-Range examples use (§14.4: "a total of 1234 bytes").
const SIZE = 1234;
const ETAG = '"abc"';

const get = (fields: Omit<ConditionalRequest, "method">) =>
  evaluateConditions({ method: "GET", ...fields }, ETAG, SIZE);

describe("If-Range (RFC 9110 §13.1.5)", () => {
  it('"A server MUST ignore an If-Range header field received in a request that does not contain a Range header field."', () => {
    expect(get({ ifRange: '"stale"' })).toEqual({ status: 200 });
  });

  it('"A recipient of an If-Range header field MUST ignore the Range header field if the If-Range condition evaluates to false."', () => {
    expect(get({ range: "bytes=0-499", ifRange: '"stale"' })).toEqual({ status: 200 });
  });

  it('"If the entity-tag validator provided exactly matches the ETag field value for the selected representation using the strong comparison function (Section 8.8.3.2), the condition is true."', () => {
    expect(get({ range: "bytes=0-499", ifRange: ETAG })).toEqual({ status: 206, start: 0, end: 499 });
  });

  it('a weak tag never matches: "Strong comparison: two entity tags are equivalent if both are not weak and their opaque-tags match character-by-character" (§8.8.3.2)', () => {
    expect(get({ range: "bytes=0-499", ifRange: `W/${ETAG}` })).toEqual({ status: 200 });
  });

  it('"If the HTTP-date validator provided exactly matches the Last-Modified field value for the selected representation, the condition is true." None is sent: a date is false', () => {
    expect(get({ range: "bytes=0-499", ifRange: "Wed, 21 Oct 2015 07:28:00 GMT" })).toEqual({ status: 200 });
  });
});

describe("Range (RFC 9110 §14)", () => {
  it('"The first 500 bytes: Content-Range: bytes 0-499/1234" (§14.4)', () => {
    expect(get({ range: "bytes=0-499" })).toEqual({ status: 206, start: 0, end: 499 });
  });

  it('"If the last-pos value is absent, or if the value is greater than or equal to the current length of the representation data, the byte range is interpreted as the remainder of the representation" (§14.1.2)', () => {
    expect(get({ range: "bytes=1000-" })).toEqual({ status: 206, start: 1000, end: 1233 });
    expect(get({ range: "bytes=1000-99999" })).toEqual({ status: 206, start: 1000, end: 1233 });
  });

  it('"A client can request the last N bytes (N > 0) of the selected representation using a suffix-range. If the selected representation is shorter than the specified suffix-length, the entire representation is used." (§14.1.2)', () => {
    expect(get({ range: "bytes=-234" })).toEqual({ status: 206, start: 1000, end: 1233 });
    expect(get({ range: "bytes=-5000" })).toEqual({ status: 206, start: 0, end: 1233 });
  });

  it('unsatisfiable, 416: "the first-pos of all of the range-spec values were greater than or equal to the current length of the selected representation" (§15.5.17), or a zero suffix', () => {
    expect(get({ range: "bytes=1234-" })).toEqual({ status: 416 });
    expect(get({ range: "bytes=5000-6000" })).toEqual({ status: 416 });
    expect(get({ range: "bytes=-0" })).toEqual({ status: 416 });
  });

  it('"An int-range is invalid if the last-pos value is present and less than the first-pos." (§14.1.1), and an invalid one is ignored: "A server that supports range requests MAY ignore or reject a Range header field that contains an invalid ranges-specifier" (§14.2)', () => {
    expect(get({ range: "bytes=500-100" })).toEqual({ status: 200 });
    expect(get({ range: "bytes=abc" })).toEqual({ status: 200 });
    expect(get({ range: "bytes=-" })).toEqual({ status: 200 });
  });

  it('"An origin server MUST ignore a Range header field that contains a range unit it does not understand." (§14.2)', () => {
    expect(get({ range: "items=0-5" })).toEqual({ status: 200 });
  });

  it('several ranges are sent whole: "A server MAY ignore the Range header field." (§14.2)', () => {
    expect(get({ range: "bytes=0-1,5-6" })).toEqual({ status: 200 });
  });

  it('"GET is the only method for which range handling is defined." (§14.2): HEAD gets the 200 headers', () => {
    expect(evaluateConditions({ method: "HEAD", range: "bytes=0-499" }, ETAG, SIZE)).toEqual({ status: 200 });
  });
});

describe("If-None-Match and If-Match (RFC 9110 §13.1)", () => {
  it('"A recipient MUST use the weak comparison function when comparing entity tags for If-None-Match" (§13.1.2): 304 when any matches', () => {
    for (const ifNoneMatch of [ETAG, `W/${ETAG}`, `"x", ${ETAG}`, "*"])
      expect(get({ ifNoneMatch })).toEqual({ status: 304 });
    expect(get({ ifNoneMatch: '"x", W/"y"' })).toEqual({ status: 200 });
  });

  it("If-None-Match is evaluated before Range (§13.2.2, steps 3 and 5): the client's copy is current, whichever part it asks for", () => {
    expect(get({ ifNoneMatch: ETAG, range: "bytes=0-1" })).toEqual({ status: 304 });
  });

  it('"An origin server MUST use the strong comparison function when comparing entity tags for If-Match" (§13.1.1): 412 unless one matches', () => {
    expect(get({ ifMatch: ETAG })).toEqual({ status: 200 });
    expect(get({ ifMatch: "*" })).toEqual({ status: 200 });
    expect(get({ ifMatch: `W/${ETAG}` })).toEqual({ status: 412 });
    expect(get({ ifMatch: '"x"' })).toEqual({ status: 412 });
  });

  it("If-Match is evaluated first (§13.2.2, step 1)", () => {
    expect(get({ ifMatch: '"x"', ifNoneMatch: '"y"', range: "bytes=0-1" })).toEqual({ status: 412 });
  });
});
