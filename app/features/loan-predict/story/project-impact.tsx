import { projectImpact } from "#app/words/loan/demo";

import { SectionHeading } from "../section-heading";

/** Why the approach matters. */
export function ProjectImpact() {
  return (
    <section aria-labelledby="project-impact-title">
      <SectionHeading id="project-impact-title" title={projectImpact.title} />
      <ul className="grid gap-4 md:grid-cols-3">
        {projectImpact.items.map((item) => (
          <li
            key={item.title}
            className="rounded-2xl border border-accent-100 bg-gradient-to-br from-accent-50 to-accent-2-50 p-6 shadow-sm"
          >
            <h3 className="font-semibold text-neutral-900">{item.title}</h3>
            <p className="mt-2 text-sm text-neutral-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
