import { keyFeatures } from "#app/words/loan/demo";

import { SectionHeading } from "../section-heading";
import { Accessibility, Feather, Scale, ShieldCheck, Target, Zap } from "../section-icons";

// One icon per feature, in the content's order.
const ICONS = [Scale, Target, Zap, ShieldCheck, Accessibility, Feather];

/** What sets the demo apart. */
export function KeyFeatures() {
  return (
    <section aria-labelledby="key-features-title">
      <SectionHeading id="key-features-title" title={keyFeatures.title} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {keyFeatures.items.map((feature, index) => {
          const Icon = ICONS[index % ICONS.length] ?? Target;
          return (
            <li key={feature.title} className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-2-100 text-accent-2-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-neutral-900">{feature.title}</h3>
                <p className="mt-1 text-sm text-neutral-700">{feature.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
