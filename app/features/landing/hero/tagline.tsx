/**
 * The rotating tagline (a single one stays put): the first in the prerender, the others brought in turn by the
 * tagline behaviour (hero-motion.ts). Screen readers get all of them once, not a live-changing line.
 */
export function HeroTagline({ taglines }: { taglines: readonly string[] }) {
  return (
    <p
      className="mt-5 text-xl font-semibold sm:text-3xl"
      data-behaviour="tagline"
      data-taglines={JSON.stringify(taglines)}
    >
      <span className="sr-only">{taglines.join(", ")}</span>
      <span
        aria-hidden="true"
        data-slot="tagline"
        data-phase="show"
        className="inline-block bg-gradient-to-r from-accent-700 to-accent-2-700 bg-clip-text text-transparent transition-[opacity,transform] duration-500 ease-out data-[phase=switch]:-translate-y-2 data-[phase=switch]:opacity-0"
      >
        {taglines[0]}
      </span>
    </p>
  );
}
