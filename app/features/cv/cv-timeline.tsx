import type { TimelineEntry } from "#app/site/content-types";

import { periodText } from "./cv-format";

/** Roles or courses, in the order given: title and dates, then where, then what. */
export function CvTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="space-y-4">
      {entries.map((entry) => (
        <li key={`${entry.year}-${entry.company}`} className="cv-entry">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h3 className="font-semibold text-neutral-900">{entry.title}</h3>
            <p className="text-sm text-neutral-600">{periodText(entry)}</p>
          </div>
          <p className="text-sm font-medium text-neutral-700">{entry.company}</p>
          <p className="mt-1 text-sm leading-relaxed text-neutral-700">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
