/**
 * Writes tests/fixtures/pseudo-locale/: for every content file, one that exports its words bracketed
 * (tests/support/pseudo-locale.ts), from the fixture content where it has the file (tests/fixtures/content/),
 * else from app/content/. `npm run build:pseudo` builds the site on it for tests/e2e/words.spec.ts.
 * Run `tsx scripts/pseudo-locale.ts` after adding a content file; scripts/pseudo-locale.test.ts says when.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
export const PSEUDO_DIR = join(root, "tests", "fixtures", "pseudo-locale");
const fixtures = join(root, "tests", "fixtures", "content");

/** The content modules, by name without extension ("loan-demo"). */
export function contentModules(): string[] {
  return readdirSync(join(root, "app", "content"))
    .filter((name) => /^[^.]+\.ts$/.test(name))
    .map((name) => name.slice(0, -3))
    .sort();
}

/** The module a pseudo-locale file brackets: the fixture's when there is one. */
export function sourceOf(name: string): string {
  return existsSync(join(fixtures, `${name}.ts`)) ? `#tests/fixtures/content/${name}` : `#app/content/${name}`;
}

/** The pseudo-locale file for one content module, given the names of its values. */
export function pseudoFile(name: string, exports: readonly string[]): string {
  const source = sourceOf(name);
  const lines = exports.map((value) => `export const ${value} = bracket(content.${value});`);
  return [
    `// Written by scripts/pseudo-locale.ts: ${source}, every word bracketed.`,
    `import * as content from "${source}";`,
    `import { bracket } from "#tests/support/pseudo-locale";`,
    "",
    `export type * from "${source}";`,
    ...lines,
    "",
  ].join("\n");
}

if (import.meta.main) {
  rmSync(PSEUDO_DIR, { recursive: true, force: true });
  mkdirSync(PSEUDO_DIR, { recursive: true });
  for (const name of contentModules()) {
    const module = (await import(sourceOf(name))) as Record<string, unknown>;
    writeFileSync(join(PSEUDO_DIR, `${name}.ts`), pseudoFile(name, Object.keys(module).sort()));
  }
  console.log(`Wrote ${contentModules().length} files to ${PSEUDO_DIR}`);
}
