import type { CvContent } from "./cv-content";
import { ADDITIONAL_TECHNOLOGIES } from "./cv-format";

/** Each skill group on one line after its name; no level bars, which say little on paper. */
export function CvSkills({ skillGroups, otherTechnologies }: Pick<CvContent, "skillGroups" | "otherTechnologies">) {
  const rows = [
    ...skillGroups.map((group) => ({ name: group.name, items: group.skills.map((skill) => skill.name) })),
    ...(otherTechnologies.length > 0 ? [{ name: ADDITIONAL_TECHNOLOGIES, items: otherTechnologies }] : []),
  ];
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map((row) => (
        <div key={row.name} className="cv-entry sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-semibold text-neutral-900">{row.name}</dt>
          <dd className="text-neutral-700">{row.items.join(", ")}</dd>
        </div>
      ))}
    </dl>
  );
}
