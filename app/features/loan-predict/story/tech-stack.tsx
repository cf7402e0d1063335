import { techStack } from "#app/words/loan/demo";

import { SectionHeading } from "../section-heading";

/** What the demo really runs on. */
export function TechStack() {
  return (
    <section aria-labelledby="tech-stack-title">
      <SectionHeading id="tech-stack-title" title={techStack.title} intro={techStack.intro} />
      {/* Wrapping flex rather than a grid, so an incomplete last row sits centred. */}
      <ul className="flex flex-wrap justify-center gap-4">
        {techStack.items.map((item) => (
          <li
            key={item.name}
            className="w-full rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:w-[calc(50%-0.5rem)] lg:w-[calc(25%-0.75rem)]"
          >
            <p className="font-semibold text-neutral-900">{item.name}</p>
            <p className="mt-1 text-sm text-neutral-700">{item.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
