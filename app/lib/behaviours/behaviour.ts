/**
 * Behaviours: what a part of a page does in the browser when that is a few DOM changes, not a React tree (the
 * navbar's menu and scroll style, the back-to-top button, the hero's typing, scroll reveals). React renders the
 * part's HTML, with `data-behaviour="<name>"` on its element; the page's script (app/entry.islands.ts) gives each
 * such element its behaviour, those of the prerendered page at start-up and those React adds later (in an island)
 * as they appear. So the first screen runs without React, whose own code is far heavier than these
 * (docs/speed.md), and a behaviour is written once, wherever its element comes from.
 */

/** Gives `element` its behaviour; returns what takes it away. */
export type Behaviour = (element: HTMLElement) => () => void;

/**
 * Starts, on every element under `root` that names one, the behaviour `registry` holds under that name, and on
 * each such element added later; an element taken out of the page has its behaviour stopped. Returns what stops
 * them all. A name the registry does not know is a build error: reported, and the element left static.
 */
export function startBehaviours(registry: Readonly<Record<string, Behaviour>>, root: ParentNode = document) {
  const running = new Map<Element, () => void>();
  const start = (element: HTMLElement) => {
    if (running.has(element)) return;
    const name = element.dataset.behaviour ?? "";
    const behaviour = registry[name];
    if (!behaviour) {
      console.error(`No behaviour called "${name}" (app/islands.ts): the element stays static.`);
      return;
    }
    running.set(element, behaviour(element));
  };
  const startUnder = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    if (node.dataset.behaviour !== undefined) start(node);
    node.querySelectorAll<HTMLElement>("[data-behaviour]").forEach(start);
  };
  const stopUnder = (node: Node) => {
    for (const [element, stop] of running) {
      if (node === element || node.contains(element)) {
        stop();
        running.delete(element);
      }
    }
  };
  root.querySelectorAll<HTMLElement>("[data-behaviour]").forEach(start);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.removedNodes.forEach((node) => !node.isConnected && stopUnder(node));
      record.addedNodes.forEach(startUnder);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const stop of running.values()) stop();
    running.clear();
  };
}
