/**
 * The browser tests' process may not load content or words itself: Node would read the owner's files
 * (app/content/), or the English pack without the build's locale and overrides (app/words/), and a spec would then
 * expect what the owner wrote rather than what the build under test shows. Every content file, every word and
 * everything made from them (formats in the site's locale) comes through tests/e2e/built-content.ts, which loads
 * them as the build did, through Vite, where these hooks are not involved. Registered by playwright.config.ts in
 * every process it runs.
 */
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

const FORBIDDEN = /[/\\]app[/\\](?:content|words)[/\\]/;

export function guardOwnerContent(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (resolved.url.startsWith("file:") && FORBIDDEN.test(fileURLToPath(resolved.url))) {
        const from = context.parentURL ? fileURLToPath(context.parentURL) : "a test";
        throw new Error(
          `${from} loads ${fileURLToPath(resolved.url)} itself: a browser test reads content, words and what is ` +
            "made from them only through tests/e2e/built-content.ts, as the build under test read them",
        );
      }
      return resolved;
    },
  });
}
