/**
 * The deferred blocks on the page (see deferred.tsx), and what in-page links do about them.
 *
 * A block whose code has not loaded is HTML React has not hydrated. React cannot tell whether it reads
 * the router's location, so when the location changes (an in-page link changes the hash) it throws that
 * HTML away and renders the block afresh once its code arrives: the block vanishes meanwhile and the
 * page is shorter under the link's scroll. So an in-page link first has every block loaded and hydrated,
 * then is followed. Pointing at or focusing such a link starts the loading early. Any other input on a
 * block that has no code yet starts loading it at once (what the input did is kept: see deferred.tsx).
 */

/**
 * A block on the page: its prerendered `element` (if any), `want` to start loading its code, and
 * `hydrated`, which settles once React has hydrated it.
 */
export type Block = { element: Element | null; want: () => void; hydrated: Promise<void>; isHydrated: () => boolean };

const blocks = new Set<Block>();

/** The block not yet hydrated that holds `target`, if any. */
function pendingBlock(target: EventTarget | null): Block | undefined {
  if (!(target instanceof Node)) return undefined;
  return [...blocks].find((block) => !block.isHydrated() && block.element?.contains(target));
}

/** Loads every block on the page; resolves once all are hydrated. */
export function loadEveryBlock(): Promise<void> {
  const waiting = [...blocks].filter((block) => !block.isHydrated());
  for (const block of waiting) block.want();
  return Promise.all(waiting.map((block) => block.hydrated)).then(() => {});
}

function inPageLink(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
}

function onIntent(event: Event) {
  if (inPageLink(event.target)) void loadEveryBlock();
}

// Focus, a press (a tap focuses nothing in some mobile browsers), a key, a change or a submission in a
// block: its controls need their code.
const INPUT = ["focusin", "pointerdown", "keydown", "input", "change", "submit"] as const;

function onInput(event: Event) {
  pendingBlock(event.target)?.want();
}

// A link is followed anyway after this long (a chunk that fails to load must not leave it dead).
const MAX_WAIT_MS = 3000;
let following: HTMLAnchorElement | null = null;

function onClick(event: MouseEvent) {
  const link = inPageLink(event.target);
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (!link || !plain || link === following || [...blocks].every((block) => block.isHydrated())) return;
  event.preventDefault();
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  void Promise.race([loadEveryBlock(), timeout]).then(() => {
    // Clicked again, and this time left to the browser.
    following = link;
    link.click();
    following = null;
  });
}

function listen(on: boolean) {
  // On the window, capturing: ahead of React, which listens on the document and stops events aimed at
  // HTML it has not hydrated, and of the browser's default action.
  const method = on ? window.addEventListener.bind(window) : window.removeEventListener.bind(window);
  method("click", onClick, true);
  method("pointerover", onIntent, true);
  method("focusin", onIntent, true);
  for (const type of INPUT) method(type, onInput, true);
}

/** Adds a block to the page's list until the returned function is called (on unmount). */
export function addBlock(block: Block): () => void {
  blocks.add(block);
  if (blocks.size === 1) listen(true);
  return () => {
    blocks.delete(block);
    if (blocks.size === 0) listen(false);
  };
}
