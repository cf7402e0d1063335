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
// Not after a word, a dot, a slash or a colon (URLs, `#app/…` imports, `../<folder>/…`); a path is words,
// dots, dashes, slashes, `+` and the glob characters `*{},`.
const ROOTED = new RegExp(`(?<![\\w.@/:~#$%+\\\\-])(?:\\./)?((?:${TOP})/[\\w.+*{},@/-]*)`, "g");
const BARE = new RegExp(`(?<![\\w.@/:~#$%+\\\\-])([A-Za-z][\\w-]*(?:\\.[\\w-]+)*\\.(?:${BARE_KINDS}))(?![\\w/-])`, "g");
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
// A path a program's comment writes from the program's own folder: `./<file>`, `../<folder>/<file>` (not inside a
// word, a URL or a longer path). Only programs': in a document, a shell or a Python comment such a path is the
// reader's (a note's image, a server's folder, a command's working directory), which the Markdown links above are not.
const RELATIVE = /(?<![\w.@/:~#$%+\\-])(\.\.?\/[\w.+*{},@/-]*)/g;
const PROGRAM = /\.(ts|tsx|mts|js|mjs|jsonc|css)$/;

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

/** The paths a text names from `folder`, as repository paths; one above the repository's root is kept as written. */
function relativePaths(text: string, folder: string): Named[] {
  return [...text.matchAll(RELATIVE)].flatMap((match) => {
    const written = (match[1] ?? "").replace(/[.,]+$/, "");
    if (written.includes("/+types") || /^\.\.?\/?$/.test(written)) return [];
    const path = normalize(join(folder, written));
    return [{ path: path.startsWith("../") ? written : path }];
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
  const named = [...rootedPaths(prose), ...(PROGRAM.test(file) ? relativePaths(prose, dirname(file)) : [])];
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

/** A folder or file a doc's tree draws, at its line. */
type Drawn = { path: string; line: number };

// A tree is a fenced block with no language whose first line draws a top-level folder (`app/   what it is`).
const TREE_FENCE = /^```\n([\w.-]+\/ [\s\S]*?)^```$/gm;
// An entry's names (`root.tsx routes.ts`, `cross-validation/`), one or two spaces apart, before its description:
// the first word that is no file or folder name, or any word three spaces or more away.
const DRAWN_NAMES = /(?:^| {1,2})([\w.+-]+\/|[\w+-][\w.+-]*\.\w+)(?=\s|$)/gy;

/**
 * The folders and files a tree drawn in a Markdown text names, each under the folders it is drawn in. An
 * entry is indented two spaces under its folder; a line indented deeper than that continues the description
 * above it.
 */
function drawnPaths(markdown: string): Drawn[] {
  const drawn: Drawn[] = [];
  for (const block of markdown.matchAll(TREE_FENCE)) {
    const firstLine = markdown.slice(0, block.index).split("\n").length + 1;
    const folders: string[] = [];
    (block[1] ?? "").split("\n").forEach((text, i) => {
      const indent = /^ */.exec(text)?.[0].length ?? 0;
      if (indent % 2 !== 0 || indent / 2 > folders.length) return;
      folders.length = indent / 2;
      const above = [...folders];
      for (const [, name = ""] of text.slice(indent).matchAll(DRAWN_NAMES)) {
        drawn.push({ path: [...above, name].join("/"), line: firstLine + i });
        // The entry's last folder is the one its deeper entries are drawn in.
        if (name.endsWith("/")) folders[indent / 2] = name.replace(/\/$/, "");
      }
    });
  }
  return drawn;
}

/**
 * Why a doc's tree is wrong: each name it draws that the repository lacks, and each sub-folder missing from a
 * folder whose sub-folders it draws (a tree that draws some of a folder's rooms draws them all).
 */
function treeProblems(doc: string, markdown: string, { paths, folders }: Repository): string[] {
  const drawn = drawnPaths(markdown);
  const problems = drawn.flatMap(({ path, line }) => {
    const bare = path.replace(/\/$/, "");
    const exists = path.endsWith("/") ? folders.has(bare) : paths.has(bare);
    return exists ? [] : [`${doc}:${line}: its tree draws ${path}, which does not exist`];
  });
  const drawnFolders = new Set(drawn.filter(({ path }) => path.endsWith("/")).map(({ path }) => path.slice(0, -1)));
  for (const folder of drawnFolders) {
    const drawnRooms = [...drawnFolders].filter((other) => dirname(other) === folder);
    if (drawnRooms.length === 0) continue;
    const rooms = [...folders].filter((other) => dirname(other) === folder && !drawnFolders.has(other));
    for (const room of rooms) problems.push(`${doc}: its tree draws rooms of ${folder}/ but not ${room}/`);
  }
  return problems;
}

/** The lines where a Markdown text opens a code block that holds nothing, as CommonMark reads fences. */
function emptyFences(markdown: string): number[] {
  const empty: number[] = [];
  let open: { fence: string; line: number; filled: boolean } | null = null;
  markdown.split("\n").forEach((text, i) => {
    const fence = /^(`{3,}|~{3,})/.exec(text)?.[1];
    if (!open) {
      if (fence) open = { fence, line: i + 1, filled: false };
    } else if (fence?.startsWith(open.fence) && fence[0] === open.fence[0] && text.trim() === fence) {
      if (!open.filled) empty.push(open.line);
      open = null;
    } else if (text.trim() !== "") {
      open.filled = true;
    }
  });
  return empty;
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

  it("finds paths written from the file's own folder, as repository paths", () => {
    const text = "see ./x.ts, ../lib/y.ts and ../../model/ (not a/./b, https://a/./c or #app/./d); ./+types/home";
    expect(relativePaths(text, "app/routes")).toEqual([
      { path: "app/routes/x.ts" },
      { path: "app/lib/y.ts" },
      { path: "model/" },
    ]);
    expect(relativePaths("../../../etc/passwd", "app/routes")).toEqual([{ path: "../../../etc/passwd" }]);
  });

  it("reads a doc's tree: entries by their indent, descriptions and their continued lines skipped", () => {
    const markdown = [
      "Text, then a tree:",
      "```",
      "app/            the site",
      "  root.tsx routes.ts  the document",
      "  lib/          helpers: hooks/ and more",
      "                (a description's next line names notes/, no entry)",
      "    format.ts   numbers",
      "model/          the model",
      "  card/  scorecard/",
      "```",
      "```sh",
      "app/ in a shell block is no tree",
      "```",
    ].join("\n");
    expect(drawnPaths(markdown)).toEqual([
      { path: "app/", line: 3 },
      { path: "app/root.tsx", line: 4 },
      { path: "app/routes.ts", line: 4 },
      { path: "app/lib/", line: 5 },
      { path: "app/lib/format.ts", line: 7 },
      { path: "model/", line: 8 },
      { path: "model/card/", line: 9 },
      { path: "model/scorecard/", line: 9 },
    ]);
    const repo = repository(["app/root.tsx", "app/lib/format.ts", "app/site/modules.ts", "model/card/ids.ts"]);
    expect(treeProblems("docs/x.md", markdown, repo)).toEqual([
      "docs/x.md:4: its tree draws app/routes.ts, which does not exist",
      "docs/x.md:9: its tree draws model/scorecard/, which does not exist",
      "docs/x.md: its tree draws rooms of app/ but not app/site/",
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

  it("draw in their trees only folders and files that exist, and every room of a folder whose rooms they draw", () => {
    const repo = repository(repositoryFiles());
    const docs = repo.files.filter((file) => /^(README|docs\/[^/]+)\.md$/.test(file));
    const trees = docs.filter((doc) => drawnPaths(readFileSync(join(REPO_ROOT, doc), "utf8")).length > 0);
    // The layout of docs/architecture.md is one; were the reader to stop finding it, this test would check nothing.
    expect(trees).toContain("docs/architecture.md");
    const wrong = trees.flatMap((doc) => treeProblems(doc, readFileSync(join(REPO_ROOT, doc), "utf8"), repo));
    expect(wrong).toEqual([]);
  });

  it("hold no empty code block", () => {
    expect(emptyFences("```sh\nnpm test\n```\n\n```\n\n```\n````md\n```mermaid\nx\n```\n````")).toEqual([5]);
    const docs = repositoryFiles().filter((file) => file.endsWith(".md") && !file.startsWith(`${OWNER_CONTENT}/`));
    const empty = docs.flatMap((doc) =>
      emptyFences(readFileSync(join(REPO_ROOT, doc), "utf8")).map((line) => `${doc}:${line}: an empty code block`),
    );
    expect(empty).toEqual([]);
  });
});
