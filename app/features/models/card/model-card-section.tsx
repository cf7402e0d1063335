import { Badge } from "#app/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { formatList, formatNumber } from "#app/lib/format";
import { modelCardWords as words, modelWords } from "#app/words/models";
import { FEW_ROWS } from "#model/kit/evaluation/evaluate";
import type { KitCard, KitFieldSpec } from "#model/kit/serving/served-model";

import { formatBytes, formatShare, formatValue } from "../format";
import { SectionTitle } from "../section-title";

/** One fact of the card: a term and what the card says of it. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-neutral-900">{term}</dt>
      <dd className="min-w-0 text-neutral-700">{children}</dd>
    </div>
  );
}

const facts = "mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm";

/** What the model's size is, by its structure: operators by count (ONNX), or trees and nodes. */
function modelSize(size: KitCard["model"]["size"]): string | null {
  if (size.trees !== undefined) return words.trees(formatNumber(size.trees), formatNumber(size.nodes ?? 0));
  if (size.operators) {
    return formatList(Object.entries(size.operators).map(([name, count]) => `${name} × ${formatNumber(count)}`));
  }
  return null;
}

function ModelFacts({ card }: { card: KitCard }) {
  const { model } = card;
  const size = modelSize(model.size);
  return (
    <div>
      <h3 className="text-lg font-semibold text-neutral-900">{words.modelTitle}</h3>
      <dl className={facts}>
        <Fact term={words.format}>{modelWords.formats[model.format]}</Fact>
        <Fact term={words.file}>
          <code>{model.file}</code> ({formatBytes(model.bytes)})
        </Fact>
        {/* The tool's name as the file spells it (ONNX's producer_name): data, not words. */}
        {model.producer && (
          <Fact term={words.producer}>
            <code>{model.producer}</code>
          </Fact>
        )}
        <Fact term={words.structure}>{words.structures[model.structure]}</Fact>
        <Fact term={words.output}>{words.outputs[model.output]}</Fact>
        {size && <Fact term={model.size.trees !== undefined ? words.size : words.operators}>{size}</Fact>}
        <Fact term={words.parameters}>{formatNumber(model.size.parameters)}</Fact>
        <Fact term={words.missingValues}>{model.missingValues ? words.yes : words.no}</Fact>
        <Fact term={words.version}>
          <code className="break-all">{card.version}</code>
        </Fact>
        <Fact term={words.modelHash}>
          <code className="break-all text-xs">{model.sha256}</code>
        </Fact>
        <Fact term={words.explanationTitle}>{words.explanationMethods[card.explanation.method]}</Fact>
      </dl>
    </div>
  );
}

/** A field's range in the test data (its median from the spec), or its choices with how many rows hold each. */
function fieldRange(field: KitCard["testData"]["fields"][number], spec: KitFieldSpec | undefined): string {
  if (field.kind === "category") {
    const label = (value: string) =>
      (spec?.kind === "category" && spec.choices.find((choice) => choice.value === value)?.label) || value;
    return formatList(field.choices.map((choice) => words.choice(label(choice.value), formatNumber(choice.count))));
  }
  const median = field.quantiles.find((quantile) => quantile.q === 0.5)?.value ?? Number.NaN;
  return words.numberRange(formatValue(field.min), formatValue(field.max), formatValue(median));
}

function DataFacts({ card, fields }: { card: KitCard; fields: readonly KitFieldSpec[] }) {
  const { testData } = card;
  return (
    <div>
      <h3 className="text-lg font-semibold text-neutral-900">{words.dataTitle}</h3>
      {testData.fewRows && (
        <p className="mt-3">
          <Badge className="border-warning-400 bg-warning-50 text-warning-950" data-testid="few-rows">
            {words.fewRows(formatNumber(testData.rows), formatNumber(FEW_ROWS))}
          </Badge>
        </p>
      )}
      <dl className={facts}>
        <Fact term={words.file}>
          <code>{testData.file}</code> ({formatBytes(testData.bytes)})
        </Fact>
        <Fact term={words.rows}>{formatNumber(testData.rows)}</Fact>
        <Fact term={words.dataHash}>
          <code className="break-all text-xs">{testData.sha256}</code>
        </Fact>
      </dl>
      <Table className="mt-4">
        <caption className="mb-2 text-left text-sm font-medium text-neutral-900">{words.rangesTitle}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{words.field}</TableHead>
            <TableHead scope="col">{words.range}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {testData.fields.map((field) => {
            const spec = fields.find((candidate) => candidate.name === field.name);
            return (
              <TableRow key={field.name}>
                <TableHead scope="row" className="font-normal">
                  {spec?.label ?? field.name}
                </TableHead>
                <TableCell>{fieldRange(field, spec)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

type LimitWords = (rows: string, fewest: string, level: string) => string;

/** What the card says its figures cannot say, in the page's words (the card's own sentences are the API's). */
function Limits({ card }: { card: KitCard }) {
  const figures = [
    formatNumber(card.testData.rows),
    formatNumber(FEW_ROWS),
    formatShare(card.conformal.level),
  ] as const;
  return (
    <div>
      <h3 className="text-lg font-semibold text-neutral-900">{words.limitsTitle}</h3>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-neutral-700" data-testid="card-limits">
        {card.limits.map((limit) => (
          // Each limit's words take the figures they name, and ignore the rest.
          <li key={limit.code}>{(words.limits[limit.code] as LimitWords)(...figures)}</li>
        ))}
      </ul>
    </div>
  );
}

function Provenance({ card }: { card: KitCard }) {
  const links = Object.entries(card.links ?? {}) as [keyof typeof words.links, string][];
  const { datasheet } = card;
  if (links.length === 0 && !datasheet) return null;
  return (
    <div>
      {datasheet && (
        <>
          <h3 className="text-lg font-semibold text-neutral-900">{words.datasheetTitle}</h3>
          <dl className={facts}>
            <Fact term={words.source}>{datasheet.source}</Fact>
            <Fact term={words.licence}>{datasheet.licence}</Fact>
            {datasheet.cannotSupport.length > 0 && (
              <Fact term={words.cannotSupport}>{formatList(datasheet.cannotSupport)}</Fact>
            )}
          </dl>
        </>
      )}
      {links.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold text-neutral-900">{words.linksTitle}</h3>
          <ul className="mt-3 flex flex-wrap gap-4 text-sm">
            {links.map(([kind, href]) => (
              <li key={kind}>
                <a href={href} className="font-medium text-accent-800 underline">
                  {words.links[kind]}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The model card, as the build wrote it (content-pipeline/models/card.ts): the model's format, structure, size and
 * content hash; the test data's hash, rows and ranges, flagged below 200 rows; and what the figures cannot say.
 */
export function ModelCardSection({ card, fields }: { card: KitCard; fields: readonly KitFieldSpec[] }) {
  return (
    <section aria-labelledby="model-card">
      <SectionTitle id="model-card" title={words.title} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ModelFacts card={card} />
        <DataFacts card={card} fields={fields} />
        <Limits card={card} />
        <Provenance card={card} />
      </div>
    </section>
  );
}
