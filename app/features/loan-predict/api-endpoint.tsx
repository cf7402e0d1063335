// First: zod 4 decides at construction whether a schema may compile itself with `new Function`, which the page's
// CSP forbids; lib/zod.ts turns that off before #model/api-contract builds its schemas.
import "~/lib/zod";
import { useRef, useState } from "react";

import { API_PATHS } from "#model/api-contract";
import { Button } from "~/components/ui/button";
import { apiEndpoint } from "~/content/loan-demo";

import { curlCommand, sampleResponse } from "./api-example";
import { SectionHeading } from "./section-heading";
import { useOrigin } from "./use-origin";

import { Check, Copy } from "./section-icons";

const codeClassName =
  "theme-fixed rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2";

/** This deployment's real endpoint, a curl command that works as shown, and the model's own answer to it. */
export function ApiEndpoint() {
  const url = `${useOrigin()}${API_PATHS.predict}`;
  const command = curlCommand(url, apiEndpoint.exampleApplication);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const commandRef = useRef<HTMLPreElement>(null);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(command);
      setCopyState("copied");
    } catch {
      // Select the command instead, so copying by hand is one keystroke away.
      const element = commandRef.current;
      if (element) window.getSelection()?.selectAllChildren(element);
      setCopyState("failed");
    }
  }

  return (
    <section aria-labelledby="api-endpoint-title">
      <SectionHeading id="api-endpoint-title" title={apiEndpoint.title} intro={apiEndpoint.intro} />
      <div className="mx-auto flex max-w-4xl flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="flex flex-wrap items-center gap-3 font-mono text-sm">
          <span className="rounded-md bg-green-100 px-2 py-1 font-bold text-green-800">{apiEndpoint.method}</span>
          <code className="[overflow-wrap:anywhere] text-slate-900" data-testid="endpoint-url">
            {url}
          </code>
        </p>
        <div>
          <div className="mb-2 flex items-center justify-between gap-3">
            <h3 className="font-semibold text-slate-900">{apiEndpoint.requestTitle}</h3>
            <Button variant="outline" size="sm" onClick={copy}>
              {copyState === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {apiEndpoint.copy}
            </Button>
          </div>
          <pre ref={commandRef} className={`${codeClassName} whitespace-pre-wrap [overflow-wrap:anywhere] sm:text-sm`}>
            {command}
          </pre>
          <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
            {copyState === "copied" ? apiEndpoint.copied : copyState === "failed" ? apiEndpoint.copyFailed : ""}
          </p>
        </div>
        <p className="text-sm text-slate-700">{apiEndpoint.trainedNote(API_PATHS.predictTrained)}</p>
        <div>
          <h3 className="mb-2 font-semibold text-slate-900">{apiEndpoint.responseTitle}</h3>
          {/* Scrolls sideways on narrow screens, so it takes focus to be scrollable by keyboard. */}
          <pre tabIndex={0} className={`${codeClassName} overflow-x-auto`}>
            {sampleResponse(apiEndpoint.exampleApplication)}
          </pre>
        </div>
      </div>
    </section>
  );
}
