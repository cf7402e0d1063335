// First: lib/zod.ts turns off zod's `new Function` (the CSP forbids it) before #model/api-endpoints builds its schemas.
import "#app/lib/zod";
import { API_ENDPOINTS } from "#model/api-endpoints";
import type { LoanApplication } from "#model/schema";

/** The languages a snippet is written in, in the order the page offers them. */
export const SNIPPET_LANGUAGES = ["curl", "javascript", "python"] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

/** The models the API serves, each at its own path. */
export const SNIPPET_MODELS = ["scorecard", "trained"] as const;
export type SnippetModel = (typeof SNIPPET_MODELS)[number];

const MODEL_PATHS = { scorecard: API_ENDPOINTS.predict.path, trained: API_ENDPOINTS.predictTrained.path } as const;

/** The endpoint a model answers at, on `origin` ("https://example.com", no trailing slash). */
export function endpointUrl(origin: string, model: SnippetModel): string {
  return `${origin}${MODEL_PATHS[model]}`;
}

// Characters a POSIX shell reads literally in a bare word (as Python's shlex.quote).
const SHELL_SAFE = /^[\w@%+=:,./-]+$/;

/** `text` as one shell word: bare when it is safe, else in single quotes (a quote inside becomes '\''). */
export function shellWord(text: string): string {
  return SHELL_SAFE.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

function curlSnippet(url: string, application: LoanApplication): string {
  return [
    `curl -X POST ${shellWord(url)} \\`,
    `  -H "Content-Type: application/json" \\`,
    // Always quoted: JSON's braces and spaces mean something to the shell.
    `  -d '${JSON.stringify(application).replaceAll("'", `'\\''`)}'`,
  ].join("\n");
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The application's fields, one per line, as the entries of an object literal in JavaScript or Python.
 * A JSON string is also a valid string literal in both, and a finite number a valid number.
 */
function literalEntries(application: LoanApplication, key: (name: string) => string, indent: string): string[] {
  return Object.entries(application).map(([name, value]) => `${indent}${key(name)}: ${JSON.stringify(value)},`);
}

function javascriptSnippet(url: string, application: LoanApplication): string {
  const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
  return [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  method: "POST",`,
    `  headers: { "Content-Type": "application/json" },`,
    `  body: JSON.stringify({`,
    ...literalEntries(application, key, "    "),
    `  }),`,
    `});`,
    `const prediction = await response.json();`,
    `console.log(prediction);`,
  ].join("\n");
}

function pythonSnippet(url: string, application: LoanApplication): string {
  return [
    `import requests`,
    ``,
    `application = {`,
    ...literalEntries(application, (name) => JSON.stringify(name), "    "),
    `}`,
    ``,
    `response = requests.post(${JSON.stringify(url)}, json=application, timeout=10)`,
    `print(response.json())`,
  ].join("\n");
}

const WRITERS = { curl: curlSnippet, javascript: javascriptSnippet, python: pythonSnippet } as const;

/**
 * Ready-to-paste code that sends `application` to `model`'s endpoint on `origin` and prints the answer:
 * a curl command for a POSIX shell, JavaScript for an ES module (Node 20+ or a browser console: top-level
 * await and the global fetch) and Python with the `requests` package.
 */
export function apiSnippet(
  language: SnippetLanguage,
  { origin, model, application }: { origin: string; model: SnippetModel; application: LoanApplication },
): string {
  return WRITERS[language](endpointUrl(origin, model), application);
}
