/**
 * Input made on a deferred block (deferred.tsx) before React has hydrated it: nothing of it is lost.
 *
 * React hydrates a dehydrated Suspense boundary at once when a discrete event (a click, a key press, a
 * change) lands in it, but only if its code is there; a deferred block's code is not loaded yet, so React
 * stops the event at the document and drops it. The browser's own part still happens: a range input
 * moves, a box is ticked, a file is picked, text is typed, a form is submitted. So, on such input:
 * - the block's code starts loading at once;
 * - a form's submission is held (no full-page submit) and made again once the block is hydrated;
 * - once hydrated, every control whose state differs from what React rendered tells React its state
 *   (through the events React listens to), so the page's state matches what the visitor sees;
 * - clicks and key presses React dropped are dispatched again, in order, on the same elements, for the
 *   handlers that have now arrived. (Links, labels and form controls are left out: the browser has done
 *   what they do, and their state is caught up above.)
 */
import type { Block } from "./block";

type Held = { event: Event; block: Block; stopWatching: () => void };

const REPLAYED = ["click", "keydown"] as const;

/**
 * Resolves in a later task. A visitor's events each come in a task of their own, and handlers expect that:
 * React has re-rendered after one before the next (a handler reading state sees the last one's change).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const held: Held[] = [];
const delivered = new WeakSet<Event>();
const waiting = new WeakSet<Block>();

/**
 * An element whose own effect the browser has carried out already: a link followed, a control changed
 * (caught up from its state), a form submitted (held and made again).
 */
function isNative(target: Element): boolean {
  const button = target.closest("button");
  if (button?.type === "submit" && button.form) return true;
  return target.closest("a[href], label, input, select, textarea") !== null;
}

function replayed(event: Event): Event {
  if (event instanceof KeyboardEvent) return new KeyboardEvent(event.type, event);
  if (event instanceof MouseEvent) return new MouseEvent(event.type, event);
  return new Event(event.type, event);
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor left in a control, if it differs from what React rendered, as a way to tell React. */
function changed(control: Control): (() => void) | undefined {
  const tell = (type: string) => () => control.dispatchEvent(new Event(type, { bubbles: true }));
  if (control instanceof HTMLInputElement && control.type === "file") {
    return control.files?.length ? tell("change") : undefined;
  }
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    const checked = control.checked;
    // A radio button's group follows the one checked.
    if (checked === control.defaultChecked || (control.type === "radio" && !checked)) return undefined;
    return () => {
      // The other state through React's own record of it, then a click, which is what React reads for these.
      control.checked = !checked;
      control.click();
    };
  }
  const visitors = control.value;
  const rendered =
    control instanceof HTMLSelectElement
      ? ([...control.options].find((option) => option.defaultSelected)?.value ?? "")
      : control.defaultValue;
  if (visitors === rendered) return undefined;
  return () => {
    // Another value through React's own record of it, then the visitor's behind its back: React sees a change.
    control.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set?.call(control, visitors);
    tell("input")();
    tell("change")();
  };
}

/**
 * Reads what the visitor left in each control of a block React has just hydrated (call it in a layout
 * effect, before anything re-renders the block over it), and returns what tells React, once it can hear.
 * Every state is read before React hears of any: hearing of one (a model chosen) may re-render another.
 */
export function leftByVisitor(root: Element): () => Promise<void> {
  const controls = root.querySelectorAll<Control>("input, textarea, select");
  const tellings = [...controls].map(changed).filter((tell) => tell !== undefined);
  return async () => {
    for (const tell of tellings) {
      await nextTask();
      tell();
    }
  };
}

function replayAfterHydration(block: Block) {
  if (waiting.has(block)) return;
  waiting.add(block);
  // Settles after the block's controls have told React their state (deferred.tsx).
  void block.hydrated.then(async () => {
    waiting.delete(block);
    for (const entry of held.filter((entry) => entry.block === block)) {
      held.splice(held.indexOf(entry), 1);
      entry.stopWatching();
      const { event } = entry;
      await nextTask();
      if (event.type === "submit") {
        const form = event.target as HTMLFormElement;
        form.requestSubmit((event as SubmitEvent).submitter as HTMLElement | null);
      } else if (!delivered.has(event) && event.target instanceof Element && event.target.isConnected) {
        event.target.dispatchEvent(replayed(event));
      }
    }
  });
}

/** Notes whether `event` reaches the block's element: React stops those it drops at the document, above it. */
function watchDelivery(event: Event, block: Block): () => void {
  const element = block.element;
  if (!element) return () => {};
  const reached = (seen: Event) => seen === event && delivered.add(seen);
  element.addEventListener(event.type, reached, true);
  return () => element.removeEventListener(event.type, reached, true);
}

function hold(event: Event, block: Block) {
  block.want();
  if (event.type === "submit") {
    // React has no handler for it yet: without this the browser would submit the form to the server.
    event.preventDefault();
  } else if (!(event.target instanceof Element) || isNative(event.target)) {
    return;
  }
  held.push({ event, block, stopWatching: watchDelivery(event, block) });
  replayAfterHydration(block);
}

/**
 * Listens for input on blocks not yet hydrated (`pending` finds the block an element is in); returns what
 * stops listening.
 */
export function watchEarlyInput(pending: (target: EventTarget | null) => Block | undefined): () => void {
  // On the window, capturing: ahead of React, which listens on its root (the document).
  const onInput = (event: Event) => {
    const block = pending(event.target);
    if (block) hold(event, block);
  };
  const types = [...REPLAYED, "input", "change", "submit"];
  for (const type of types) window.addEventListener(type, onInput, true);
  return () => {
    for (const type of types) window.removeEventListener(type, onInput, true);
  };
}
