import { Suspense, use, useMemo } from "react";

import { PageHeader } from "#app/components/page-header";
import { formatNumber } from "#app/lib/format";
import { DataBlock, withData } from "#app/lib/islands/data-block";
import { Island } from "#app/lib/islands/island";
import type { NavLink } from "#app/site/content-types";
import { modelsPage, modelWords } from "#app/words/models";
import type { ModelListEntry, ModelPageData } from "#model/kit/serving/page-data";

import { ApiSection } from "./api/api-section";
import { ModelBatch } from "./batch/model-batch";
import { ModelCardSection } from "./card/model-card-section";
import { EvaluationSection } from "./evaluation/evaluation-section";
import { PREDICTOR_DATA_ID } from "./island-data";
import { ModelPredictor } from "./predictor/model-predictor";
import { thresholdData } from "./threshold/threshold-data";
import { ThresholdIsland } from "./threshold/threshold-island";

const loading = new Map<string, Promise<{ page: ModelPageData }>>();

/** One promise per model, so that every render of the page waits for the same module. */
function pageData(id: string, load: () => Promise<{ page: ModelPageData }>) {
  let data = loading.get(id);
  if (!data) loading.set(id, (data = load()));
  return data;
}

type ModelPageProps = {
  pages: readonly NavLink[];
  model: ModelListEntry;
  load: () => Promise<{ page: ModelPageData }>;
};

function ModelSections({ id, load }: { id: string; load: ModelPageProps["load"] }) {
  const { page } = use(pageData(id, load));
  const data = useMemo(() => ({ spec: page.spec, examples: page.examples }), [page]);
  const predictor = useMemo(() => withData(ModelPredictor, data), [data]);
  const batch = useMemo(() => withData(ModelBatch, data), [data]);
  return (
    <>
      <Island name="model-predictor" component={predictor} />
      {/* The islands' data (island-data.ts): a data block, which the browser never runs. */}
      <DataBlock id={PREDICTOR_DATA_ID} data={data} />
      <EvaluationSection card={page.card} curves={page.evaluation} fields={page.spec.fields} />
      {page.evaluation.task === "binary" && <ThresholdIsland data={thresholdData(page.card, page.evaluation)} />}
      <ModelCardSection card={page.card} fields={page.spec.fields} />
      <Island name="model-batch" component={batch} />
      <ApiSection spec={page.spec} examples={page.examples} />
    </>
  );
}

/**
 * /models/<id>: static HTML made from the build's data (content-pipeline/models/), and islands (lib/island.tsx):
 * the form, which scores in the browser (predictor/model-predictor.tsx), a binary model's threshold explorer
 * (threshold/model-threshold.tsx) and batch scoring (batch/model-batch.tsx). It suspends until the model's data has
 * loaded, and the prerender waits for it
 * (entry.server.tsx), so the HTML holds the whole page.
 */
export function ModelPage({ pages, model, load }: ModelPageProps) {
  return (
    <div className="min-h-svh bg-white">
      <PageHeader pages={pages} current={modelsPage.path} />
      <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <p>
          <a href={modelsPage.path} className="text-sm font-medium text-accent-800 hover:underline">
            <span aria-hidden="true">← </span>
            {modelWords.allModels}
          </a>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{model.title}</h1>
        {model.summary && <p className="mt-3 text-base text-neutral-700">{model.summary}</p>}
        <p className="mt-2 text-sm text-neutral-600">
          {modelWords.tasks[model.task]} · {modelWords.formats[model.format]} ·{" "}
          {modelWords.heldOutRows(formatNumber(model.rows))} · {modelWords.version} <code>{model.version}</code>
        </p>
        <div className="mt-12 flex flex-col gap-16">
          <Suspense>
            <ModelSections id={model.id} load={load} />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
