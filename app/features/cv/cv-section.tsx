/** A titled part of the CV: the heading names the section for assistive technology too. */
export function CvSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="cv-section mt-7">
      <h2
        id={`${id}-title`}
        className="border-b border-neutral-200 pb-1 text-sm font-bold tracking-wider text-accent-800 uppercase"
      >
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
