/** A section's h2 (the id labels its section) with an optional one-line intro. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-neutral-900">
        {title}
      </h2>
      <div
        aria-hidden="true"
        className="mx-auto mt-3 h-1 w-16 rounded-full bg-gradient-to-r from-accent-600 to-accent-2-600"
      />
      {intro && <p className="mx-auto mt-4 max-w-2xl text-neutral-700">{intro}</p>}
    </div>
  );
}
