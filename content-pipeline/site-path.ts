/**
 * A path on this site, as content may give one ("/papers/x.pdf", a file in public/). Browsers read a backslash as a
 * slash and drop tabs and newlines from a URL, so "/\evil.example/x", "/\t/evil.example" and "\\evil.example" all
 * lead to another site although they start like a path: anything but plain characters after one "/" is refused.
 */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return false;
  const base = "https://site.invalid";
  return new URL(value, base).origin === base;
}
