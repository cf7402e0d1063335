import { cvPage } from "#app/content/site";
import { cn } from "#app/lib/utils";
import { cvWords } from "#app/words/site/cv";

import { CvPrintButton } from "./cv-print-button";

const link =
  "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-neutral-700 hover:text-accent-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";

/** The screen-only bar above the CV: the way back, the JSON twin and the print button. Not printed. */
export function CvToolbar() {
  return (
    <header data-slot="cv-toolbar" className="border-b border-neutral-200 bg-white">
      <nav
        aria-label={cvWords.navigation}
        className="mx-auto flex h-14 max-w-4xl items-center justify-between gap-3 px-4 sm:px-6"
      >
        <a href="/" className={cn(link, "-ml-2")}>
          <span aria-hidden="true">← </span>
          {cvWords.back}
        </a>
        <div className="flex items-center gap-2">
          {/* A format for programs, not people on phones: from the small breakpoint up. */}
          <a href={cvPage.jsonPath} type="application/json" className={cn(link, "hidden sm:inline")}>
            {cvWords.jsonResume}
          </a>
          <CvPrintButton />
        </div>
      </nav>
    </header>
  );
}
