import { ThemeToggle } from "#app/components/theme-toggle";
import { loanPage } from "#app/words/loan/demo";

import { ArrowLeft } from "./loan-icons";

export const PAGE_TITLE_ID = "loan-page-title";

/** The page's only h1, what the models predict (the lender's decision), the way back and the theme toggle. */
export function PageHeader() {
  return (
    <header className="flex flex-col items-center gap-4 text-center">
      <div className="flex items-center justify-between self-stretch">
        <a
          href="/"
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-accent-800 hover:bg-accent-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {loanPage.backLink}
        </a>
        <ThemeToggle className="-mr-2" />
      </div>
      <span className="rounded-full border border-accent-2-200 bg-accent-2-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-accent-2-800">
        {loanPage.eyebrow}
      </span>
      <h1
        id={PAGE_TITLE_ID}
        tabIndex={-1}
        className="text-4xl font-bold tracking-tight text-neutral-900 focus:outline-none sm:text-5xl"
      >
        {loanPage.title}
      </h1>
      <p className="max-w-2xl text-lg text-neutral-700">{loanPage.subtitle}</p>
      <p className="max-w-2xl text-sm text-neutral-700" data-testid="label-note">
        {loanPage.labelNote}
      </p>
    </header>
  );
}
