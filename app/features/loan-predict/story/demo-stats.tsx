import { cn } from "#app/lib/utils";
import { showcase } from "#app/words/loan/demo";
import { servingCard } from "#model/card/serving-card";
import { LOAN_FIELDS } from "#model/fields";

import { type ApiTiming, apiTiming, useApiTiming } from "../api-timing";
import { formatPercent } from "../format";
import { Activity, ListChecks, Target, Timer } from "../section-icons";
import { useApiHealth, type ApiHealth } from "./use-api-health";

const HEALTH_DOT: Record<ApiHealth, string> = {
  checking: "bg-neutral-400",
  live: "bg-success-600",
  offline: "bg-danger-600",
};

type Stat = { label: string; value: string; note: string; icon: typeof Target; dot?: string };

/** 'AI Project Showcase': an intro and four figures, each measured or read from the model card. */
export function DemoStats({ timing }: { timing: ApiTiming }) {
  const health = useApiHealth();
  const lastApiMs = useApiTiming(timing);
  const copy = showcase.stats;
  // One accuracy everywhere: the served models' cross-validated figures, as GET /api/health and docs/models.md give them.
  const { scorecard, trained } = servingCard.headline;
  const stats: Stat[] = [
    {
      label: copy.accuracy,
      value: formatPercent(trained.accuracy.mean, 1),
      note: copy.accuracyNote(
        servingCard.dataset.rows,
        formatPercent(trained.accuracy.low, 1),
        formatPercent(trained.accuracy.high, 1),
        formatPercent(scorecard.accuracy.mean, 1),
      ),
      icon: Target,
    },
    {
      label: copy.responseTime,
      value: lastApiMs === null ? showcase.notMeasured : showcase.milliseconds(lastApiMs),
      note: copy.responseTimeNote,
      icon: Timer,
    },
    { label: copy.features, value: String(LOAN_FIELDS.length), note: copy.featuresNote, icon: ListChecks },
    {
      label: copy.apiStatus,
      value: showcase.health[health],
      note: copy.apiStatusNote,
      icon: Activity,
      dot: HEALTH_DOT[health],
    },
  ];

  return (
    <section aria-labelledby="showcase-title" className="text-center">
      <h2 id="showcase-title" className="text-3xl font-bold tracking-tight text-neutral-900">
        {showcase.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-neutral-700">{showcase.intro}</p>
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <li
            key={stat.label}
            className="flex flex-col items-center gap-1 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
          >
            <stat.icon aria-hidden="true" className="mb-1 size-6 text-accent-2-700" />
            <p className="flex items-center gap-2 text-2xl font-bold text-neutral-900 tabular-nums">
              {stat.dot && <span aria-hidden="true" className={cn("size-2.5 rounded-full", stat.dot)} />}
              {stat.value}
            </p>
            <p className="text-sm font-semibold text-neutral-800">{stat.label}</p>
            <p className="text-xs text-neutral-600">{stat.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's stats, an island: the last answer's time comes from the page's store, which the predictor fills. */
export function PageDemoStats() {
  return <DemoStats timing={apiTiming} />;
}
