import { readFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { VFile } from "vfile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { IMAGE_CACHE } from "../images/image-files";
import { compileNote } from "./compile-note";
import { rehypeImageImports } from "./rehype-image-imports";

const png = readFileSync(
  join(import.meta.dirname, "..", "..", "..", "tests", "fixtures", "content", "notes", "images", "approvals.png"),
);

/** A note (Markdown, its body given) in a folder of its own, with the files beside it; returns the note's path. */
function noteWith(body: string, files: Record<string, Buffer | string> = {}): string {
  const folder = mkdtempSync(join(tmpdir(), "note-"));
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(join(folder, name, ".."), { recursive: true });
    writeFileSync(join(folder, name), bytes);
  }
  writeFileSync(join(folder, "note.md"), `---\ntitle: Images\ndate: 2025-01-01\n---\n\n${body}\n`);
  return join(folder, "note.md");
}

async function refusal(file: string): Promise<string> {
  try {
    await compileNote(file);
  } catch (error) {
    return (error as Error).message.replace(/^.*note\.md/, "note.md");
  }
  throw new Error("compiled without an error");
}

/** The files a compiled note imports as images. */
const importedImages = (code: string) =>
  [...code.matchAll(/import _image\d+ from "([^"?]+)\?no-inline"/g)].map((m) => m[1]!);

describe("images beside a note", () => {
  it("publishes an SVG sanitised: its script, handler and outside references gone", async () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" onload="alert(1)"><script>alert(2)</script>' +
      '<style>@import url(https://evil.example/a.css);</style><rect width="30" height="20" fill="url(https://evil.example/f)"/></svg>';
    const { code } = await compileNote(noteWith("![A figure](./figure.svg)", { "figure.svg": hostile }));
    const [published] = importedImages(code);
    expect(published!.startsWith(IMAGE_CACHE)).toBe(true);
    const svg = readFileSync(published!, "utf8");
    expect(svg).toContain('<rect width="30" height="20"/>');
    for (const gone of ["script", "onload", "alert", "evil.example", "@import"]) expect(svg).not.toContain(gone);
    expect(code).toContain('width: "30"');
  });

  it("refuses an image over 5 MB, one that is not an image, and one outside the folder, at the image's line", async () => {
    const huge = Buffer.concat([png.subarray(0, 24), Buffer.alloc(6_000_000)]);
    expect(await refusal(noteWith("Text.\n\n![Huge](./huge.png)", { "huge.png": huge }))).toMatch(
      /^note\.md:8: the image \.\/huge\.png is 6 MB, over the 5 MB an image may be/,
    );
    const corrupt = Buffer.concat([png.subarray(0, 8), Buffer.from("not the rest")]);
    expect(await refusal(noteWith("![Corrupt](./corrupt.png)", { "corrupt.png": corrupt }))).toMatch(
      /^note\.md:6: the image \.\/corrupt\.png is not an image the build can read/,
    );
    expect(await refusal(noteWith("![Secret](../../etc/passwd)"))).toMatch(
      /^note\.md:6: the image \.\.\/\.\.\/etc\/passwd is outside the note's folder/,
    );
  });

  it("refuses an image on another site, or on a path that leads there, by default, at its line", async () => {
    const advice = /set `copyRemoteImages: true` in app\/content\/site\.ts/;
    for (const [body, src] of [
      ["![Tracker](https://tracker.example/pixel.png)", "https://tracker.example/pixel.png"],
      ['<img src="//tracker.example/pixel.png" alt="">', "//tracker.example/pixel.png"],
      [
        '<picture><source srcset="https://tracker.example/a.webp 1x"><img src="./a.png" alt=""></picture>',
        "https://tracker.example/a.webp",
      ],
    ]) {
      const message = await refusal(noteWith(`Text.\n\n${body}`));
      expect(message, body).toContain(`note.md:8: the image ${src} is on another site`);
      expect(message).toMatch(advice);
    }
    expect(await refusal(noteWith('<img src="/\\evil.example/x.png" alt="">'))).toMatch(
      /^note\.md:6: the image \/\\evil\.example\/x\.png is not a path on the site/,
    );
  });

  it("refuses a remote image in a notebook's HTML output, naming the notebook at its cell's line", async () => {
    const cells = [
      { cell_type: "markdown", metadata: {}, source: ["# A DataFrame\n"] },
      {
        cell_type: "code",
        metadata: {},
        source: ["df"],
        outputs: [
          {
            output_type: "display_data",
            metadata: {},
            data: { "text/html": ['<table><tr><td><img src="https://tracker.example/p.png"></td></tr></table>'] },
          },
        ],
      },
    ];
    const folder = mkdtempSync(join(tmpdir(), "note-"));
    const file = join(folder, "frame.ipynb");
    writeFileSync(
      file,
      JSON.stringify({ cells, metadata: { date: "2025-01-01" }, nbformat: 4, nbformat_minor: 5 }, null, 1),
    );
    // Line 13 of the file, as Python's json.dumps(indent=1) numbers it: the code cell's "source".
    await expect(compileNote(file)).rejects.toThrow(
      /frame\.ipynb:13: the image https:\/\/tracker\.example\/p\.png is on another site/,
    );
  });

  it("refuses a link that starts like a path on the site but leads to another, at its line", async () => {
    expect(await refusal(noteWith('Text.\n\n<a href="/\\evil.example/paper.pdf">The paper</a>'))).toMatch(
      /^note\.md:8: the link "\/\\\\evil\.example\/paper\.pdf" is not a path on the site/,
    );
    expect(await refusal(noteWith('<a href="\\\\evil.example/x">x</a>'))).toMatch(
      /^note\.md:6: the link .* is not a path/,
    );
    // Markdown's own link syntax percent-encodes the backslash, which browsers then leave alone.
    const { code } = await compileNote(
      noteWith("[Home](/), [elsewhere](//example.org/x), [site](https://example.org), [odd](/\\evil.example/x)"),
    );
    expect(code).toContain('href: "/"');
    expect(code).toContain('href: "/%5Cevil.example/x"');
  });

  it("leaves a file of public/ (a path on the site) as it is", async () => {
    const { code } = await compileNote(noteWith("![Logo](/images/logo.png)"));
    expect(code).toContain('src: "/images/logo.png"');
  });
});

describe("copying remote images (copyRemoteImages: true)", () => {
  let server: Server;
  let origin: string;
  const big = Buffer.concat([png.subarray(0, 24), Buffer.alloc(6_000_000)]);
  beforeAll(async () => {
    server = createServer((request, response) => {
      const routes: Record<string, [string, Buffer | string]> = {
        "/figure.png": ["image/png", png],
        "/figure.svg": [
          "image/svg+xml",
          '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="4"><script>alert(1)</script><rect width="8" height="4"/></svg>',
        ],
        "/page.html": ["text/html", "<p>not an image</p>"],
        "/big.png": ["image/png", big],
      };
      const route = routes[request.url ?? ""];
      if (!route) return response.writeHead(404).end();
      response.writeHead(200, { "content-type": route[0] }).end(route[1]);
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  async function copied(html: string): Promise<{ tree: Root; messages: string[] }> {
    const tree = fromHtml(html, { fragment: true });
    const file = new VFile({ path: join(tmpdir(), "note.md") });
    await rehypeImageImports({ copyRemote: true })(tree, file);
    return { tree, messages: file.messages.map((message) => message.reason) };
  }

  it("fetches the image once, over loopback here, and imports it as a file of the build, an SVG sanitised", async () => {
    const { tree } = await copied(`<img src="${origin}/figure.png" alt="A"><img src="${origin}/figure.svg" alt="B">`);
    const imports = tree.children.filter((node) => node.type === ("mdxjsEsm" as string));
    expect(imports).toHaveLength(2);
    const paths = imports.map((node) =>
      (
        node as unknown as { data: { estree: { body: [{ source: { value: string } }] } } }
      ).data.estree.body[0].source.value.replace(/\?no-inline$/, ""),
    );
    expect(readFileSync(paths[0]!).equals(png)).toBe(true);
    expect(readFileSync(paths[1]!, "utf8")).toBe(
      '<svg width="8" height="4" xmlns="http://www.w3.org/2000/svg"><rect width="8" height="4"/></svg>\n',
    );
    const images = tree.children.filter((node) => node.type === ("mdxJsxTextElement" as string));
    expect(images).toHaveLength(2);
  });

  it("refuses what is not an image, an error status and an image over 5 MB, naming the address", async () => {
    await expect(copied(`<img src="${origin}/page.html">`)).rejects.toThrow(
      `${origin}/page.html is not an image: the server sent text/html`,
    );
    await expect(copied(`<img src="${origin}/missing.png">`)).rejects.toThrow(
      `${origin}/missing.png could not be fetched: the server answered 404`,
    );
    await expect(copied(`<img src="${origin}/big.png">`)).rejects.toThrow(
      `${origin}/big.png is over the 5 MB an image may be`,
    );
  });
});
