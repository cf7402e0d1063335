// First: zod 4 decides at construction whether a schema may compile itself with `new Function`, which the page's
// CSP forbids; lib/zod.ts turns that off before #model/api-endpoints (via api-snippets) builds its schemas.
import "#app/lib/zod";
import { useRef, useState } from "react";

import { Button } from "#app/components/ui/button";
import { RadioGroup } from "#app/components/ui/radio-group";
import { site } from "#app/content/site";
import { SNIPPET_LANGUAGES, type SnippetLanguage } from "#app/lib/request-snippets";
import { apiEndpoint as copy } from "#app/words/loan/api";

import { SectionHeading } from "../section-heading";
import { Check, Copy } from "../section-icons";
import { sampleResponse } from "./api-example";
import { apiSnippet, endpointUrl, SNIPPET_MODELS, type SnippetModel } from "./api-snippets";
import { useCopy } from "./use-copy";
import { useOrigin } from "./use-origin";

const codeClassName =
  "theme-fixed rounded-xl bg-neutral-900 p-4 font-mono text-xs leading-relaxed text-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2";

/**
 * This deployment's real endpoints: pick a model and a language, and copy code that works as shown
 * (curl, JavaScript or Python, all sending the one example application), with the model's own answer to it.
 */
export function ApiEndpoint() {
  // The prerendered page knows no origin yet: it shows the public site's, which is right where it is deployed.
  const origin = useOrigin() || site.url;
  const [model, setModel] = useState<SnippetModel>("scorecard");
  const [language, setLanguage] = useState<SnippetLanguage>("curl");
  const codeRef = useRef<HTMLElement>(null);
  const clipboard = useCopy(codeRef);
  const snippet = apiSnippet(language, { origin, model, application: copy.exampleApplication });

  function chooseModel(next: SnippetModel) {
    setModel(next);
    clipboard.reset();
  }

  function chooseLanguage(next: SnippetLanguage) {
    setLanguage(next);
    clipboard.reset();
  }

  return (
    <section aria-labelledby="api-endpoint-title">
      <SectionHeading id="api-endpoint-title" title={copy.title} intro={copy.intro} />
      <div className="mx-auto flex max-w-4xl flex-col gap-5 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <RadioGroup
          legend={copy.modelLegend}
          options={SNIPPET_MODELS}
          labels={copy.models}
          selected={model}
          onChange={chooseModel}
        />
        <p className="flex flex-wrap items-center gap-3 font-mono text-sm">
          <span className="rounded-md bg-success-100 px-2 py-1 font-bold text-success-800">{copy.method}</span>
          <code className="[overflow-wrap:anywhere] text-neutral-900" data-testid="endpoint-url">
            {endpointUrl(origin, model)}
          </code>
        </p>
        {/* Radio buttons rather than tabs: the browser moves them by keyboard before the code has come too. */}
        <RadioGroup
          legend={copy.languagesLabel}
          options={SNIPPET_LANGUAGES}
          labels={copy.languages}
          selected={language}
          onChange={chooseLanguage}
        />
        <div>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-neutral-700">{copy.languageNotes[language]}</p>
            {/* A form action, not a click handler: React's prerendered script holds a press made before the
                code came and replays it once the section is hydrated. It copies the code as shown then. */}
            <form action={() => clipboard.copy(codeRef.current?.textContent ?? snippet)}>
              <Button type="submit" variant="outline" size="sm" aria-label={copy.copyName(copy.languages[language])}>
                {clipboard.state === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copy.copy}
              </Button>
            </form>
          </div>
          <pre className={`${codeClassName} whitespace-pre-wrap [overflow-wrap:anywhere] sm:text-sm`}>
            <code ref={codeRef} data-testid="api-snippet" data-language={language}>
              {snippet}
            </code>
          </pre>
          <p role="status" className="mt-2 min-h-5 text-sm text-neutral-700">
            {clipboard.state === "copied" ? copy.copied : clipboard.state === "failed" ? copy.copyFailed : ""}
          </p>
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-neutral-900">{copy.responseTitle}</h3>
          {/* Scrolls sideways on narrow screens, so it takes focus to be scrollable by keyboard. */}
          <pre tabIndex={0} className={`${codeClassName} overflow-x-auto`} data-testid="api-response">
            {sampleResponse(model, copy.exampleApplication)}
          </pre>
        </div>
      </div>
    </section>
  );
}
