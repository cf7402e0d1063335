/** A model page section's heading and lead paragraph; the section names itself by the heading's id. */
export function SectionTitle({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-neutral-900">
        {title}
      </h2>
      {intro && <p className="mt-2 text-neutral-700">{intro}</p>}
    </>
  );
}
