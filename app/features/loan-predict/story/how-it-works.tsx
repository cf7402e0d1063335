import { howItWorks } from "#app/words/loan/demo";

import { SectionHeading } from "../section-heading";

/** The three steps from form to verdict. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title">
      <SectionHeading id="how-it-works-title" title={howItWorks.title} />
      <ol className="grid gap-6 md:grid-cols-3">
        {howItWorks.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-neutral-200 bg-white p-6 text-center shadow-sm">
            <span
              aria-hidden="true"
              className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-accent-700 to-accent-2-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="font-semibold text-neutral-900">{step.title}</h3>
            <p className="mt-2 text-sm text-neutral-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
