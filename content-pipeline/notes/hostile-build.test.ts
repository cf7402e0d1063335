/**
 * The hostile set (issue 34), built for real (`react-router build`) over the fixture content: notes with tags in
 * French and Japanese, an ESC byte and a terminal hyperlink, a tag holding "<", a 200,000-line output and an SVG
 * that reaches out; then a 5 MB title and a 20 MB base64 image, each of which must stop the build with its file.
 * The big inputs are made here rather than kept as files. Each build's peak memory (its process's maximum resident
 * set, written at exit by a preload) must stay under 1.5 GB.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { childrenNamed, only, parseXml } from "#tests/support/xml-tree";

const root = join(import.meta.dirname, "..", "..");
const MEMORY_LIMIT_KB = 1.5 * 1024 * 1024;
const dirs: string[] = [];

type Built = { ok: boolean; output: string; client: string; maxRssKb: number };

/** Builds the site from `files` (path → text) laid over the fixture content. */
async function build(name: string, files: Record<string, string>): Promise<Built> {
  const content = mkdtempSync(join(tmpdir(), `hostile-${name}-`));
  for (const folder of ["notes", "projects"]) mkdirSync(join(content, folder));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(content, path), text);
  const buildDir = `build-hostile-${name}-${process.pid}`;
  const memoryFile = join(content, "max-rss");
  const preload = join(content, "max-rss.mjs");
  writeFileSync(
    preload,
    `import { writeFileSync } from "node:fs";\nprocess.on("exit", () => writeFileSync(${JSON.stringify(memoryFile)}, String(process.resourceUsage().maxRSS)));\n`,
  );
  dirs.push(content, join(root, buildDir));
  // As `npm run build` runs it: not in Vitest's test mode.
  const { NODE_ENV: _mode, VITEST: _vitest, ...inherited } = process.env;
  const env = {
    ...inherited,
    CONTENT_DIR: `${content}:tests/fixtures/content`,
    BUILD_DIR: buildDir,
    NODE_OPTIONS: `--import ${preload}`,
  };
  let ok = true;
  let output = "";
  try {
    const run = await promisify(execFile)(join(root, "node_modules", ".bin", "react-router"), ["build"], {
      cwd: root,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    output = run.stdout + run.stderr;
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    ok = false;
    output = stdout + stderr;
  }
  const maxRssKb = existsSync(memoryFile) ? Number(readFileSync(memoryFile, "utf8")) : Number.NaN;
  console.log(`hostile build "${name}": ${ok ? "built" : "refused"}, peak memory ${Math.round(maxRssKb / 1024)} MiB`);
  return { ok, output, client: join(root, buildDir, "client"), maxRssKb };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const notebook = (metadata: object, cells: object[]) =>
  JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata, cells }, null, 1);
const codeCell = (outputs: object[]) => ({ cell_type: "code", metadata: {}, source: ["run()"], outputs });

describe("the hostile set", () => {
  let built: Built;
  beforeAll(async () => {
    const log = Array.from({ length: 200_000 }, (_, index) => `step ${index}: loss 0.${index % 97}\n`);
    built = await build("site", {
      "notes/reseaux.md": [
        "---",
        "title: Réseaux de neurones",
        "date: 2025-04-01",
        'tags: [Réseaux, Données, 日本語, "a<b&\\"c"]',
        "---",
        "",
        "Un réseau. A bell\u0007 and an escape \u001b[1m.",
        "",
      ].join("\n"),
      "notes/nihongo.md": [
        "---",
        "title: 機械学習のノート",
        "date: 2025-04-02",
        "tags: [日本語, データ]",
        "---",
        "",
        "本文。",
        "",
      ].join("\n"),
      "notes/long-log.ipynb": notebook({ date: "2025-04-03", title: "A long log" }, [
        codeCell([
          { output_type: "stream", name: "stdout", text: log },
          {
            output_type: "stream",
            name: "stderr",
            text: ["see \u001b]8;;https://tracker.example/x\u001b\\the docs\u001b]8;;\u001b\\\n"],
          },
          {
            output_type: "display_data",
            metadata: {},
            data: {
              "image/svg+xml": [
                '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>@import url(https://tracker.example/a.css);</style><rect width="10" height="10" fill="url(https://tracker.example/f)"/></svg>',
              ],
            },
          },
        ]),
      ]),
    });
  }, 600_000);

  it("builds, within 1.5 GB", () => {
    expect(built.ok, built.output.slice(-3000)).toBe(true);
    expect(built.maxRssKb).toBeLessThan(MEMORY_LIMIT_KB);
  });

  it("gives French and Japanese tags pages of ASCII names, named in the feeds' links", () => {
    for (const slug of ["reseaux", "donnees", "77710aed", "a-b-and-c"]) {
      expect(existsSync(join(built.client, "notes", "tags", slug, "index.html")), slug).toBe(true);
    }
    const page = readFileSync(join(built.client, "notes", "tags", "77710aed", "index.html"), "utf8");
    expect(page).toContain("日本語");
    expect(page).toContain('<link rel="alternate" type="application/atom+xml"');
  });

  it("writes feeds and a sitemap that a strict XML parser reads, with no control character", () => {
    for (const file of ["rss.xml", "atom.xml", "sitemap.xml"]) {
      const xml = readFileSync(join(built.client, file), "utf8");
      // eslint-disable-next-line no-control-regex -- what must not be there
      expect(xml, file).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
      expect(() => parseXml(xml), file).not.toThrow();
    }
    const atom = parseXml(readFileSync(join(built.client, "atom.xml"), "utf8"));
    const entry = childrenNamed(atom, "entry").find((node) => only(node, "title").text === "Réseaux de neurones")!;
    expect(childrenNamed(entry, "category").map((category) => category.attributes.term)).toContain('a<b&"c');
    expect(only(entry, "content").text).toContain("A bell and an escape [1m.");
    const json = JSON.parse(readFileSync(join(built.client, "feed.json"), "utf8"));
    expect(json.version).toBe("https://jsonfeed.org/version/1.1");
    expect(JSON.stringify(json)).not.toMatch(/\\u00(?:0[0-8bcef]|1[0-9a-f])/);
  });

  it("cuts the 200,000-line output, keeps the hyperlink's text, and publishes the SVG without its outside references", () => {
    const html = readFileSync(join(built.client, "notes", "long-log", "index.html"), "utf8");
    expect(html).toContain("Output cut: the rest is in the notebook.");
    expect(html).toContain("step 19999:");
    expect(html).not.toContain("step 20000:");
    expect(html.length).toBeLessThan(2_000_000);
    expect(html).toContain("see the docs");
    const svgs = [...html.matchAll(/src="(\/assets\/[^"]+\.svg)"/g)].map((match) => match[1]!);
    expect(svgs).toHaveLength(1);
    const svg = readFileSync(join(built.client, svgs[0]!), "utf8");
    expect(svg).not.toContain("tracker.example");
    expect(built.output).toMatch(/long-log\.ipynb:\d+: code cell 1: an output of 200,000 lines/);
  });
});

describe("the hostile inputs that stop the build", () => {
  it("a 5 MB title: refused at its line, within 1.5 GB", async () => {
    const title = "A".repeat(5 * 1024 * 1024);
    const refused = await build("title", {
      "notes/huge-title.md": `---\ndate: 2025-01-01\ntitle: ${title}\n---\n\nText.\n`,
    });
    expect(refused.ok).toBe(false);
    expect(refused.output).toMatch(/notes\/huge-title\.md:3: front matter: "title" must be 300 characters at most/);
    expect(refused.maxRssKb).toBeLessThan(MEMORY_LIMIT_KB);
  }, 600_000);

  it("a 20 MB base64 image: refused naming the notebook and the cell, within 1.5 GB", async () => {
    const image = "iVBORw0KGgo" + "A".repeat(20 * 1024 * 1024);
    const refused = await build("image", {
      "notes/huge-image.ipynb": notebook({ date: "2025-01-01", title: "Huge" }, [
        codeCell([{ output_type: "display_data", metadata: {}, data: { "image/png": image } }]),
      ]),
    });
    expect(refused.ok).toBe(false);
    expect(refused.output).toMatch(
      /notes\/huge-image\.ipynb: code cell 1: its image\/png output is 15\.7 MB, over the 5 MB/,
    );
    expect(refused.maxRssKb).toBeLessThan(MEMORY_LIMIT_KB);
  }, 600_000);
});
