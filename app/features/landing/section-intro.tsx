import { Reveal } from "#app/components/ui/reveal";
import { cn } from "#app/lib/utils";

type SectionIntroProps = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  /** The lead: one paragraph, or several (each its own <p>). */
  children: string | readonly string[];
};

/** The centred eyebrow, <h2> and lead paragraphs that open each landing section. */
export function SectionIntro({ id, eyebrow, title, children }: SectionIntroProps) {
  const paragraphs = typeof children === "string" ? [children] : children;
  return (
    <Reveal className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
        {title}
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p
          key={index}
          className={cn("text-base leading-relaxed text-neutral-700 sm:text-lg", index === 0 ? "mt-5" : "mt-4")}
        >
          {paragraph}
        </p>
      ))}
    </Reveal>
  );
}
