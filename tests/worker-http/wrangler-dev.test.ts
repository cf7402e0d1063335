/**
 * The Worker as a client meets it: `wrangler dev` on the build (workerd with the assets and the Rate
 * Limiting binding) on a real port, fetched over HTTP by Node's fetch, which undoes one layer of
 * Content-Encoding and no more, so an answer compressed twice (by the app and again by the runtime)
 * fails to parse. Every API case and every prerendered page, each asked for with gzip and brotli
 * accepted. Runs in Node (the "wrangler-dev" project of vitest.workers.config.ts), after `npm run build:test`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { API_CASES, caseRequest, checkAnswer } from "../api/cases";

const ROOT = resolve(import.meta.dirname, "../..");
const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? "build-test");
const PORT = Number(process.env.WRANGLER_DEV_PORT ?? 4215);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ACCEPT = { "Accept-Encoding": "gzip, br" };

/** wrangler.jsonc with the build's paths in place of build/: the same Worker, settings and binding. */
function testConfig(): string {
  const source = readFileSync(join(ROOT, "wrangler.jsonc"), "utf8");
  const date = /"compatibility_date":\s*"([^"]+)"/.exec(source)?.[1];
  const ratelimits = /"ratelimits":\s*(\[.*\]),/.exec(source)?.[1];
  if (!date || !ratelimits) throw new Error("wrangler.jsonc lacks compatibility_date or ratelimits");
  const dir = join(ROOT, ".wrangler", "http-test");
  mkdirSync(dir, { recursive: true });
  const config = {
    name: "portfolio-http-test",
    main: join(ROOT, "server/worker.ts"),
    compatibility_date: date,
    assets: {
      directory: join(BUILD_DIR, "client"),
      binding: "ASSETS",
      run_worker_first: true,
      html_handling: "none",
      not_found_handling: "none",
    },
    alias: {
      "virtual:csp-script-hashes": join(BUILD_DIR, "csp-script-hashes.json"),
      "virtual:csp-image-sources": join(BUILD_DIR, "csp-image-sources.json"),
      "virtual:site-modules": join(BUILD_DIR, "site-modules.json"),
      "virtual:kit-models": join(BUILD_DIR, "kit-models.json"),
    },
    ratelimits: JSON.parse(ratelimits) as unknown,
  };
  const file = join(dir, "wrangler.json");
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** The URL path of every prerendered page in the build ("/", "/cv/", …: every index.html but the 404 page's). */
function pagePaths(dir = join(BUILD_DIR, "client")): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) paths.push(...pagePaths(join(dir, entry.name)));
    else if (entry.name === "index.html") {
      const folder = relative(join(BUILD_DIR, "client"), dir);
      if (folder !== "404") paths.push(folder === "" ? "/" : `/${folder}/`);
    }
  }
  return paths;
}

let wrangler: ChildProcess;
let output = "";

beforeAll(async () => {
  wrangler = spawn(
    process.execPath,
    [
      join(ROOT, "node_modules/wrangler/bin/wrangler.js"),
      "dev",
      "--config",
      testConfig(),
      "--port",
      String(PORT),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      String(PORT + 1),
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        XDG_CONFIG_HOME: join(ROOT, ".wrangler", "config"),
      },
    },
  );
  wrangler.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  wrangler.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const until = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (wrangler.exitCode !== null || Date.now() > until) throw new Error(`wrangler dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 100_000);

afterAll(() => {
  wrangler?.kill("SIGTERM");
});

describe("the Worker over HTTP (wrangler dev)", () => {
  it.each(API_CASES.map((apiCase, index) => [apiCase.name, apiCase, index] as const))(
    "%s",
    async (_name, apiCase, index) => {
      const request = caseRequest(apiCase, { ...ACCEPT, "CF-Connecting-IP": `198.51.100.${100 + index}` });
      await checkAnswer(apiCase, await fetch(`${ORIGIN}${apiCase.path}`, request), expect);
    },
  );

  it("sends the OpenAPI document compressed once at most: it parses as JSON", async () => {
    const response = await fetch(`${ORIGIN}/api/openapi.json`, { headers: ACCEPT });
    expect(response.status).toBe(200);
    expect(JSON.parse(await response.text())).toMatchObject({ openapi: "3.1.0" });
  });

  it("serves every prerendered page as HTML that a client can read", async () => {
    const paths = pagePaths();
    expect(paths).toEqual(expect.arrayContaining(["/", "/projects/loan-predict/"]));
    for (const path of paths) {
      const response = await fetch(`${ORIGIN}${path}`, { headers: ACCEPT });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html.slice(0, 15).toLowerCase(), path).toBe("<!doctype html>");
      expect(html.trimEnd().endsWith("</html>"), path).toBe(true);
    }
  });
});
