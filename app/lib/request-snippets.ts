/**
 * Ready-to-paste code that POSTs a JSON body to an endpoint and prints the answer, in the languages the pages offer:
 * a curl command for a POSIX shell, JavaScript for an ES module (Node 20+ or a browser console: top-level await and
 * the global fetch) and Python with the `requests` package. The loan demo's API section and each model page's
 * write their snippets with it.
 */

/** The languages a snippet is written in, in the order the pages offer them. */
export const SNIPPET_LANGUAGES = ["curl", "javascript", "python"] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

/** A JSON body's fields: what an object literal in JavaScript or Python can spell as JSON does. */
export type SnippetBody = Readonly<Record<string, string | number | boolean | null>>;

// Characters a POSIX shell reads literally in a bare word (as Python's shlex.quote).
const SHELL_SAFE = /^[\w@%+=:,./-]+$/;

/** `text` as one shell word: bare when it is safe, else in single quotes (a quote inside becomes '\''). */
export function shellWord(text: string): string {
  return SHELL_SAFE.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

function curlSnippet(url: string, body: SnippetBody): string {
  return [
    `curl -X POST ${shellWord(url)} \\`,
    `  -H "Content-Type: application/json" \\`,
    // Always quoted: JSON's braces and spaces mean something to the shell.
    `  -d '${JSON.stringify(body).replaceAll("'", `'\\''`)}'`,
  ].join("\n");
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The body's fields, one per line, as the entries of an object literal in JavaScript or Python. A JSON string is
 * also a valid string literal in both, and a finite number a valid number; null and booleans are spelt per language.
 */
function literalEntries(body: SnippetBody, key: (name: string) => string, indent: string, python: boolean): string[] {
  const literal = (value: SnippetBody[string]) =>
    python && (value === null || typeof value === "boolean")
      ? value === null
        ? "None"
        : value
          ? "True"
          : "False"
      : JSON.stringify(value);
  return Object.entries(body).map(([name, value]) => `${indent}${key(name)}: ${literal(value)},`);
}

function javascriptSnippet(url: string, body: SnippetBody): string {
  const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
  return [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  method: "POST",`,
    `  headers: { "Content-Type": "application/json" },`,
    `  body: JSON.stringify({`,
    ...literalEntries(body, key, "    ", false),
    `  }),`,
    `});`,
    `const prediction = await response.json();`,
    `console.log(prediction);`,
  ].join("\n");
}

function pythonSnippet(url: string, body: SnippetBody, name: string): string {
  return [
    `import requests`,
    ``,
    `${name} = {`,
    ...literalEntries(body, (field) => JSON.stringify(field), "    ", true),
    `}`,
    ``,
    `response = requests.post(${JSON.stringify(url)}, json=${name}, timeout=10)`,
    `print(response.json())`,
  ].join("\n");
}

/** Code in `language` that POSTs `body` to `url` and prints the answer; Python names the body `name`. */
export function requestSnippet(
  language: SnippetLanguage,
  { url, body, name = "body" }: { url: string; body: SnippetBody; name?: string },
): string {
  if (language === "curl") return curlSnippet(url, body);
  return language === "javascript" ? javascriptSnippet(url, body) : pythonSnippet(url, body, name);
}
