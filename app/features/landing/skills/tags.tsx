import { Badge } from "#app/components/ui/badge";
import { skillsWords } from "#app/words/site/landing";

/** The "also worked with" tags under the skill list. */
export function SkillTags({ tags }: { tags: readonly string[] }) {
  return (
    <div className="mt-14 text-center">
      <h3 className="text-lg font-semibold text-neutral-900">{skillsWords.additional}</h3>
      <ul className="mx-auto mt-5 flex max-w-3xl flex-wrap justify-center gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge>{tag}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
