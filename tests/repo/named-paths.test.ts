import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

// A comment or a doc that names a repository path names one that exists. This reads every tracked (or new,
// not ignored) file's comments, or the whole text of a document, finds the paths it names and checks them.
// An example path, one not meant to exist, is written with a placeholder (`docs/<topic>.md`):
// the path it names stops at the `<`, at a folder that does exist.
const REPO_ROOT = join(import.meta.dirname, "..", "..");

/** Where a repository path starts: the top-level folders, so `app/lib/utils.ts` is one and `lib/utils.ts` is not. */
const TOP_FOLDERS = [
  "app",
  "model",
  "server",
  "scripts",
  "content-pipeline",
  "tests",
  "docs",
  "deploy",
  "public",
  ".github",
  ".ci",
];
/** The owner's content, and the fixture owner's, which has every kind of content file the site reads. */
const OWNER_CONTENT = "app/content";
const FIXTURE_CONTENT = "tests/fixtures/content";
/** A bare file name of these kinds (no folder) must be some file's name, as `README.md` and `vite.config.ts` are. */
const BARE_KINDS = "md|mdx|ts|tsx|mts|mjs|jsonc|json|css|py|yml|yaml";

const TOP = TOP_FOLDERS.map((folder) => folder.replace(".", "\\.")).join("|");
// Not after a word, a dot, a slash or a colon (URLs, `#app/…` imports, `../app/…`); a path is words,
// dots, dashes, slashes, `+` and the glob characters `*{},`.
const ROOTED = new RegExp(`(?<![\\w.@/:~#$%+\\\\-])(?:\\./)?((?:${TOP})/[\\w.+*{},@/-]*)`, "g");
const BARE = new RegExp(`(?<![\\w.@/:~#$%+\\\\-])([A-Za-z][\\w-]*(?:\\.[\\w-]+)*\\.(?:${BARE_KINDS}))(?![\\w/-])`, "g");
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

type Named = { path: string; anchor?: string };

/** The repository paths a text names, each once: rooted paths (line suffixes and sentence ends cut off). */
function rootedPaths(text: string): Named[] {
  return [...text.matchAll(ROOTED)].flatMap((match) => {
    let path = (match[1] ?? "").replace(/[.,]+$/, "");
    // A closing brace that opens nothing ends the sentence's own braces, not a glob.
    while (path.endsWith("}") && path.split("{").length < path.split("}").length) path = path.slice(0, -1);
    // React Router's generated route types (`./+types/home`) exist only after typegen.
    if (path.includes("/+types")) return [];
    const anchor = /^#([\w-]+)/.exec(text.slice((match.index ?? 0) + match[0].length))?.[1];
    return [anchor ? { path, anchor } : { path }];
  });
}

function bareNames(text: string): string[] {
  return [...text.matchAll(BARE)].map((match) => match[1] ?? "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/**
 * The comments of a TypeScript or JavaScript text (JSX and JSONC too), in order. TypeScript's parser finds
 * where `//` and `/*` are not comments (strings, templates, regular expressions, JSX text); the rest of the
 * text is scanned for them. (Asking the parser for every token's comments took four times as long.)
 */
function codeComments(text: string, fileName: string): string[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const code = fileName.endsWith(".jsonc") ? `(${text})` : text;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const literals: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
    ) {
      literals.push([node.getStart(source), node.end]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  literals.sort((a, b) => a[0] - b[0]);
  const found: string[] = [];
  let literal = 0;
  for (let i = 0; i < code.length; i++) {
    while (literal < literals.length && literals[literal]![1] <= i) literal++;
    if (literal < literals.length && literals[literal]![0] <= i) {
      i = literals[literal]![1] - 1;
    } else if (code[i] === "/" && (code[i + 1] === "/" || code[i + 1] === "*")) {
      const close = code[i + 1] === "/" ? code.indexOf("\n", i) : code.indexOf("*/", i + 2) + 2;
      const end = close <= i ? code.length : close;
      found.push(code.slice(i, end));
      i = end - 1;
    }
  }
  return found;
}

/** What of a file is prose about the repository: a document whole, a program's comments. */
function proseOf(file: string, text: string): string {
  if (/\.(md|py)$/.test(file)) return text;
  if (/\.(ts|tsx|mts|js|mjs|jsonc)$/.test(file)) return codeComments(text, file).join("\n");
  if (file.endsWith(".css")) return (text.match(/\/\*[\s\S]*?\*\//g) ?? []).join("\n");
  // Shell, YAML, systemd, nginx and Caddy files: their # comments.
  return (text.match(/(?:^|\s)#(?!!).*$/gm) ?? []).join("\n");
}

function repositoryFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  return [...new Set(listed.split("\0"))].filter((file) => file && existsSync(join(REPO_ROOT, file)));
}

/** A glob (`*`, `**`, `{a,b}`) as a regular expression over repository paths. */
function globPattern(glob: string): RegExp {
  const segment = (text: string) =>
    text
      .replace(/[.+^$()|[\]\\]/g, "\\$&")
      .replace(/\*/g, "[^/]*")
      .replace(/\{([^}]*)\}/g, (_, choices: string) => `(?:${choices.split(",").join("|")})`);
  const anyDepth = (text: string) => text.split("**").map(segment).join(".*");
  return new RegExp(`^${glob.split("**/").map(anyDepth).join("(?:.*/)?")}$`);
}

function headings(file: string): Set<string> {
  const text = readFileSync(join(REPO_ROOT, file), "utf8");
  return new Set([...text.matchAll(/^#+\s+(.*)$/gm)].map((match) => headingSlug(match[1] ?? "")));
}

/** The repository as the test sees it: its files, and every folder that holds one. */
type Repository = { files: readonly string[]; paths: ReadonlySet<string>; folders: ReadonlySet<string> };

function repository(files: readonly string[]): Repository {
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
    ),
  );
  return { files, paths: new Set(files), folders };
}

/**
 * Why a named path is wrong, or null when it names something in the repository (not something ignored that
 * happens to be on this machine): a file, a folder, a module without its extension, or a glob's match.
 */
function problem(named: Named, { files, paths, folders }: Repository): string | null {
  const { path, anchor } = named;
  const bare = path.replace(/\/$/, "");
  // The owner's content may be emptied, or any file of it deleted (a starter note): a path in it is checked against
  // the fixture owner's, which has every kind of content file (tests/fixtures/content/).
  if (bare.startsWith(`${OWNER_CONTENT}/`)) {
    const fixture = bare.replace(OWNER_CONTENT, FIXTURE_CONTENT);
    const asFixture = problem(
      { ...named, path: path.replace(OWNER_CONTENT, FIXTURE_CONTENT) },
      { files, paths, folders },
    );
    return asFixture && `${path} is no content file the fixture owner has either (${fixture})`;
  }
  if (/[*{]/.test(bare)) {
    const pattern = globPattern(bare);
    return files.some((file) => pattern.test(file)) ? null : `${path} matches no file`;
  }
  if (path.endsWith("/") || folders.has(bare)) return folders.has(bare) ? null : `${path} is no folder`;
  const found = [bare, `${bare}.ts`, `${bare}.tsx`].find((candidate) => paths.has(candidate));
  if (!found) return `${path} does not exist`;
  if (anchor && found.endsWith(".md") && !headings(found).has(anchor)) return `${path}#${anchor} has no such heading`;
  return null;
}

/** Every wrong path a file names, as "file: why". */
function wrongPaths(file: string, repo: Repository, names: ReadonlySet<string>): string[] {
  const prose = proseOf(file, readFileSync(join(REPO_ROOT, file), "utf8"));
  const named = rootedPaths(prose);
  if (file.endsWith(".md")) {
    for (const [, target = ""] of prose.matchAll(MARKDOWN_LINK)) {
      if (/^(?:[a-z]+:|#)/.test(target)) continue;
      const [path = "", anchor] = target.split("#");
      named.push({ path: normalize(join(dirname(file), path)), ...(anchor ? { anchor } : {}) });
    }
  }
  const problems = named.map((name) => problem(name, repo));
  for (const name of bareNames(prose)) if (!names.has(name)) problems.push(`${name} is no file's name`);
  return [...new Set(problems.filter((found): found is string => found !== null))].map((why) => `${file}: ${why}`);
}

describe("the paths that comments and docs name", () => {
  it("finds rooted paths, not URLs, subpath imports or generated route types", () => {
    const text = [
      "see model/card/x.ts:12, and app/lib/ (a folder).",
      "https://github.com/owner/repo/blob/main/app/root.tsx #app/lib/y ../model/z.ts",
      // Put together, not written out: a file React Router's typegen writes, which a clean clone does not have.
      `import type { Route } from './+types/home'; ${["app/routes", "+types", "home.ts"].join("/")}`,
      "docs/deploy.md#emailjs, ./scripts/x.test.ts and {app,model}/**/*.test.ts",
    ].join("\n");
    expect(rootedPaths(text)).toEqual([
      { path: "model/card/x.ts" },
      { path: "app/lib/" },
      { path: "docs/deploy.md", anchor: "emailjs" },
      { path: "scripts/x.test.ts" },
    ]);
    expect(rootedPaths("an example: app/content/notes/<slug>.md")).toEqual([{ path: "app/content/notes/" }]);
    expect(rootedPaths("globs: model/**/*.ts and app/**/*.test.{ts,tsx}.")).toEqual([
      { path: "model/**/*.ts" },
      { path: "app/**/*.test.{ts,tsx}" },
    ]);
  });

  it("finds bare file names, not dotted words or paths", () => {
    expect(bareNames("cited in TOOLING.md and vite.config.ts; not Node.js, e.g. or app/x.md")).toEqual([
      "TOOLING.md",
      "vite.config.ts",
    ]);
  });

  it("reads globs and headings as git and GitHub do", () => {
    expect(globPattern("model/**/*.ts").test("model/card/ids.ts")).toBe(true);
    expect(globPattern("model/**/*.ts").test("model/sigmoid.ts")).toBe(true);
    expect(globPattern("app/*.{ts,tsx}").test("app/lib/utils.ts")).toBe(false);
    expect(globPattern("app/*.{ts,tsx}").test("app/root.tsx")).toBe(true);
    expect(globPattern("model/training/**").test("model/training/fitting/calibration.ts")).toBe(true);
    expect(globPattern("model/*.ts").test("model/sigmoid.tsx")).toBe(false);
    expect(headingSlug("A service and a reverse proxy")).toBe("a-service-and-a-reverse-proxy");
    expect(headingSlug("The second deploy: the URL")).toBe("the-second-deploy-the-url");
  });

  it("reads comments only from code, JSX and JSONC included", () => {
    const code = 'const a = "model/x.ts"; // see app/y.ts\nconst b = <p>{/* docs/z.md */}</p>;\n/* tests/w.ts */';
    expect(codeComments(code, "x.tsx")).toEqual(["// see app/y.ts", "/* docs/z.md */", "/* tests/w.ts */"]);
    expect(codeComments('{ "a": "model/x", // scripts/y.ts\n}', "x.jsonc")).toEqual(["// scripts/y.ts"]);
  });

  it("checks a path in the owner's content against the fixture owner's, since the owner may delete any of it", () => {
    const repo = repository(["tests/fixtures/content/site.ts", "tests/fixtures/content/notes/a.md"]);
    expect(problem({ path: "app/content/site.ts" }, repo)).toBeNull();
    expect(problem({ path: "app/content/site" }, repo)).toBeNull();
    expect(problem({ path: "app/content/notes/" }, repo)).toBeNull();
    expect(problem({ path: "app/content/starter.ipynb" }, repo)).toBe(
      "app/content/starter.ipynb is no content file the fixture owner has either (tests/fixtures/content/starter.ipynb)",
    );
  });

  it("name only paths that exist", () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const repo = repository(files);
    const names = new Set(files.map((file) => file.split("/").at(-1) ?? ""));
    const wrong = files
      .filter((file) => /\.(ts|tsx|mts|js|mjs|md|css|jsonc|py|yml)$|^\.ci\/|^deploy\//.test(file))
      // The owner's words name what they like.
      .filter((file) => !file.startsWith(`${OWNER_CONTENT}/`))
      .flatMap((file) => wrongPaths(file, repo, names));
    expect(wrong).toEqual([]);
    // It parses every program in the repository: about half a second alone, several on a loaded machine.
  }, 30_000);
});
