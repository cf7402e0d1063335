import { Suspense, use } from "react";

import { PageHeader } from "#app/components/page-header";
import { formatNumber } from "#app/lib/format";
import type { NavLink } from "#app/site/content-types";
import { modelsPage, modelWords } from "#app/words/models";
import type { ModelListEntry, ModelPageData } from "#model/kit/serving/page-data";

const loading = new Map<string, Promise<{ page: ModelPageData }>>();

/** One promise per model, so the prerender and the hydration wait for the same module. */
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

function ModelFields({ id, load }: { id: string; load: ModelPageProps["load"] }) {
  const { page } = use(pageData(id, load));
  return (
    <section aria-labelledby="model-fields" className="mt-10">
      <h2 id="model-fields" className="text-xl font-bold text-neutral-900">
        {modelWords.fields}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {page.spec.fields.map((field) => (
          <div key={field.name} className="contents">
            <dt className="font-medium text-neutral-900">{field.label}</dt>
            <dd className="text-neutral-700">
              {field.kind === "number"
                ? `${formatNumber(field.data.min)} – ${formatNumber(field.data.max)}${field.unit ? ` ${field.unit}` : ""}`
                : field.choices.map((choice) => choice.label).join(", ")}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-neutral-600">
        {modelWords.version}: <code>{page.card.version}</code>
      </p>
    </section>
  );
}

/**
 * /models/<id>, for now its title, task and fields from the build's data (content-pipeline/models/): the page
 * with the form, the evaluation and the card is to come. It suspends until the model's data has loaded: the
 * prerender waits for it, and a hydrating page keeps the prerendered HTML meanwhile.
 */
export function ModelPage({ pages, model, load }: ModelPageProps) {
  return (
    <div className="min-h-svh bg-white">
      <PageHeader pages={pages} current={modelsPage.path} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
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
          {modelWords.heldOutRows(formatNumber(model.rows))}
        </p>
        <Suspense>
          <ModelFields id={model.id} load={load} />
        </Suspense>
      </main>
    </div>
  );
}
