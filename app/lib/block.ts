/**
 * A deferred block on the page (deferred.tsx): its prerendered `element` (if any), `want` to start loading its
 * code, and `hydrated`, which settles once React has hydrated it. Its own file, so that the page's list of
 * blocks (deferred-blocks.ts) and the input kept for them (early-input.ts) both name it without importing
 * each other.
 */
export type Block = { element: Element | null; want: () => void; hydrated: Promise<void>; isHydrated: () => boolean };
