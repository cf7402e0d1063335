import { PageHeader } from "#app/components/page-header";
import { formatNumber } from "#app/lib/format";
import type { NavLink } from "#app/site/content-types";
import { modelPath } from "#app/site/model-paths";
import { modelsPage, modelWords } from "#app/words/models";
import type { ModelListEntry } from "#model/kit/serving/page-data";

/** /models: every model folder's model, with its task, format and how many rows it was evaluated on. */
export function ModelsListPage({ pages, models }: { pages: readonly NavLink[]; models: readonly ModelListEntry[] }) {
  return (
    <div className="min-h-svh bg-white">
      <PageHeader pages={pages} current={modelsPage.path} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{modelsPage.title}</h1>
        <p className="mt-3 text-base text-neutral-700">{modelsPage.intro}</p>
        <ul className="mt-10 flex flex-col gap-8">
          {models.map((model) => (
            <li key={model.id}>
              <h2 className="text-xl font-bold text-neutral-900">
                <a href={modelPath(model.id)} className="text-accent-800 hover:underline">
                  {model.title}
                </a>
              </h2>
              {model.summary && <p className="mt-1 text-neutral-700">{model.summary}</p>}
              <p className="mt-1 text-sm text-neutral-600">
                {modelWords.tasks[model.task]} · {modelWords.formats[model.format]} ·{" "}
                {modelWords.heldOutRows(formatNumber(model.rows))}
              </p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
