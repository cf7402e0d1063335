/**
 * The page's backdrop: a soft gradient, a faint dot grid and three colour blobs that drift as the
 * page scrolls. Pure CSS (a scroll-driven animation in landing.css): no script, no scroll listener,
 * still under reduced motion or where scroll timelines are unsupported.
 */
export function ScrollBackground() {
  return (
    <div
      aria-hidden="true"
      data-slot="scroll-background"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-gradient-to-b from-neutral-50 via-white to-accent-2-50/60"
    >
      <div className="scroll-bg-grid absolute inset-0" />
      <div className="scroll-bg-blob scroll-bg-blob-1" />
      <div className="scroll-bg-blob scroll-bg-blob-2" />
      <div className="scroll-bg-blob scroll-bg-blob-3" />
    </div>
  );
}
