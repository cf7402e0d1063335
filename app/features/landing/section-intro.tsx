import { Reveal } from "#app/components/ui/reveal";

type SectionIntroProps = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  children: React.ReactNode;
};

/** The centred eyebrow, <h2> and lead paragraph that open each landing section. */
export function SectionIntro({ id, eyebrow, title, children }: SectionIntroProps) {
  return (
    <Reveal className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-5 text-base leading-relaxed text-neutral-700 sm:text-lg">{children}</p>
    </Reveal>
  );
}
