import { site } from "#app/content/site";
import { requestSnippet, SNIPPET_LANGUAGES } from "#app/lib/request-snippets";
import { modelApiWords as words } from "#app/words/models";
import type { ExampleRow } from "#model/kit/data/examples";
import type { KitSpec } from "#model/kit/serving/served-model";

import { SectionTitle } from "../section-title";
import { exampleBody } from "./example-body";

/** The path of a model's predict endpoint (server/api/models.ts). */
export function predictPath(id: string): string {
  return `/api/models/${id}/predict`;
}

const codeClassName =
  "theme-fixed mt-2 overflow-x-auto rounded-xl bg-neutral-900 p-4 font-mono text-xs leading-relaxed text-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2";

/**
 * The model's endpoint with code that sends it the first example, in curl, JavaScript and Python: static HTML, all
 * three shown, on the public site's address (site.ts), where the page is deployed.
 */
export function ApiSection({ spec, examples }: { spec: KitSpec; examples: readonly ExampleRow[] }) {
  const path = predictPath(spec.id);
  const url = `${site.url.replace(/\/$/, "")}${path}`;
  const body = exampleBody(spec, examples);
  return (
    <section aria-labelledby="model-api">
      <SectionTitle id="model-api" title={words.title} intro={words.intro("POST", path)} />
      <div className="mt-6 flex flex-col gap-6">
        {SNIPPET_LANGUAGES.map((language) => (
          <figure key={language}>
            <figcaption className="text-sm font-medium text-neutral-900">{words.languages[language]}</figcaption>
            {/* A scrolling region a keyboard can reach (axe's scrollable-region-focusable). */}
            <pre className={codeClassName} tabIndex={0} data-testid={`snippet-${language}`}>
              <code>{requestSnippet(language, { url, body, name: "row" })}</code>
            </pre>
          </figure>
        ))}
      </div>
    </section>
  );
}
