/**
 * Whether a Node version satisfies package.json's `engines.node`. `npm start` asks first, so that an old
 * Node fails at once with the version it needs instead of halfway through the build. Plain JavaScript
 * that old Node versions parse (nothing later than ES2018), with no dependency: it runs before anything
 * says the installed packages work on this Node. It reads the two forms `engines` uses, `^X.Y.Z` and
 * `>=X[.Y[.Z]]`, joined by `||`; anything else throws, so that a new form cannot pass unread.
 */

/** @param {string} version @returns {number[]} [major, minor, patch] */
function parts(version) {
  const [major, minor, patch] = version.replace(/^v/, "").split(".");
  return [major, minor, patch].map((part) => parseInt(part || "0", 10));
}

/** @param {number[]} a @param {number[]} b @returns {number} negative, 0 or positive as a <, = or > b */
function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** @param {string} version e.g. process.versions.node @param {string} range e.g. "^22.22.2 || >=26" */
export function satisfiesEngines(version, range) {
  const actual = parts(version);
  return range.split("||").some((comparator) => {
    const text = comparator.trim();
    const caret = /^\^(\d+\.\d+\.\d+)$/.exec(text);
    if (caret) return actual[0] === parts(caret[1])[0] && compare(actual, parts(caret[1])) >= 0;
    const atLeast = /^>=(\d+(?:\.\d+){0,2})$/.exec(text);
    if (atLeast) return compare(actual, parts(atLeast[1])) >= 0;
    throw new Error(`engines.node: cannot read "${text}"`);
  });
}
