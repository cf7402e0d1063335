import { equalityLaw as copy } from "#app/words/loan/law";
import type { DatasetField } from "#model/fields";
import { SCORECARD_FIELDS } from "#model/scorecard/scorecard";

type Reader = keyof typeof copy.readBy;

const SCORECARD_READS: ReadonlySet<string> = new Set<string>(SCORECARD_FIELDS);

function readerOf(field: string, trainedReads: ReadonlySet<string>): Reader {
  const scorecard = SCORECARD_READS.has(field);
  const trained = trainedReads.has(field);
  if (scorecard && trained) return "both";
  if (scorecard) return "scorecard";
  return trained ? "trained" : "neither";
}

/** "a", "a and b", "a, b and c" (or "or"). */
function joinList(items: readonly string[], conjunction: string): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/** Which model reads the fields that are not protected characteristics, one sentence per reader. */
function otherFieldsReadBy(trainedReads: ReadonlySet<string>): string {
  const byReader = new Map<Reader, string[]>();
  for (const [field, name] of Object.entries(copy.otherFields)) {
    const reader = readerOf(field, trainedReads);
    byReader.set(reader, [...(byReader.get(reader) ?? []), name]);
  }
  return (["both", "scorecard", "trained", "neither"] as const)
    .flatMap((reader) => {
      const names = byReader.get(reader);
      return names ? [copy.readList[reader](joinList(names, copy.conjunction[reader]))] : [];
    })
    .join(" ");
}

/**
 * What the Equality Act 2010 says about a lender's decisions, provision by provision, and what follows for each
 * field; which model reads each field comes from the scorecard's rules and the served variant's own fields.
 */
export function EqualityLaw({ trainedFields }: { trainedFields: readonly DatasetField[] }) {
  const trainedReads = new Set<string>(trainedFields);
  const fields = [
    { ...copy.fields.sex, readBy: copy.readBy[readerOf("Gender", trainedReads)] },
    { ...copy.fields.married, readBy: copy.readBy[readerOf("Married", trainedReads)] },
    { ...copy.fields.age, readBy: copy.readBy[readerOf("Age", trainedReads)] },
    { ...copy.fields.others, readBy: otherFieldsReadBy(trainedReads) },
  ];
  return (
    <div className="flex flex-col gap-4 text-neutral-700" data-testid="equality-law">
      <h3 className="text-lg font-semibold text-neutral-900">{copy.title}</h3>
      <p>{copy.intro}</p>
      <h4 className="font-medium text-neutral-900">{copy.provisionsTitle}</h4>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {copy.provisions.map((provision) => (
          <div key={provision.cite} className="contents">
            <dt className="font-medium text-neutral-900">{provision.cite}</dt>
            <dd>{provision.text}</dd>
          </div>
        ))}
      </dl>
      <h4 className="font-medium text-neutral-900">{copy.fieldsTitle}</h4>
      <dl className="flex flex-col gap-3 text-sm">
        {fields.map((field) => (
          <div key={field.name}>
            <dt className="font-medium text-neutral-900">{field.name}</dt>
            <dd>
              {field.readBy} {field.text}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        {copy.notAdvice}{" "}
        <a href={copy.source.href} className="text-accent-700 underline underline-offset-2 hover:text-accent-800">
          {copy.source.label}
        </a>
      </p>
    </div>
  );
}
