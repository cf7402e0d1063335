import { BrainCircuit, ChartLine, GraduationCap, type Icon } from "#app/components/ui/icons";
import { Reveal } from "#app/components/ui/reveal";
import type { TimelineEntry, TimelineIcon } from "#app/site/content-types";

const icons: Record<TimelineIcon, Icon> = {
  brain: BrainCircuit,
  chart: ChartLine,
  graduation: GraduationCap,
};

/** Career and education as a vertical timeline, in the order given, each entry fading in as it is reached. */
export function AboutTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="relative space-y-6 before:absolute before:top-2 before:bottom-2 before:left-[1.375rem] before:w-px before:bg-gradient-to-b before:from-accent-300 before:via-accent-2-300 before:to-transparent">
      {entries.map((entry) => {
        const EntryIcon = icons[entry.icon];
        return (
          <li key={`${entry.year}-${entry.company}`}>
            <Reveal className="relative flex gap-5">
              <span className="relative grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent-600 to-accent-2-600 text-white shadow-md ring-4 ring-white">
                <EntryIcon className="size-5" />
              </span>
              <div className="flex-1 rounded-2xl border border-neutral-200 bg-white/85 p-5 shadow-sm sm:p-6">
                <p className="text-sm font-semibold text-accent-700">{entry.year}</p>
                <h4 className="mt-1 text-lg font-semibold text-neutral-900">{entry.title}</h4>
                <p className="text-sm font-medium text-neutral-600">{entry.company}</p>
                <p className="mt-3 leading-relaxed text-neutral-700">{entry.description}</p>
              </div>
            </Reveal>
          </li>
        );
      })}
    </ol>
  );
}
