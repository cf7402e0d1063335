import { Reveal } from "#app/components/ui/reveal";
import type { Stat } from "#app/site/content-types";

/** The headline figures; value above label visually, label first for screen readers. */
export function AboutStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {stats.map((stat) => (
        <Reveal
          key={stat.label}
          className="flex flex-col-reverse justify-end rounded-2xl border border-neutral-200 bg-white/85 p-5 shadow-sm sm:p-6"
        >
          <dt className="mt-1 text-sm font-medium text-neutral-600">{stat.label}</dt>
          <dd className="bg-gradient-to-r from-accent-700 to-accent-2-700 bg-clip-text text-4xl font-bold tracking-tight text-transparent">
            {stat.value}
          </dd>
        </Reveal>
      ))}
    </dl>
  );
}
