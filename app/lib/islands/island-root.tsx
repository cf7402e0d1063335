/**
 * React's part of an island page (lib/islands/islands.ts loads it with the first island): hydrating an island in a root
 * of its own, and the toast UI, which islands share.
 */
import type { ComponentType } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

import { Toaster } from "#app/components/ui/toaster";

import { islandIdPrefix } from "./island";

let toaster: HTMLElement | undefined;

/**
 * The toasts' root, made once, at the end of <body>: the Toaster renders nothing until a toast is asked for
 * (lib/toast.ts), so it costs a small render. An island page has no root layout in React to hold it.
 */
function mountToaster() {
  if (toaster) return;
  toaster = document.createElement("div");
  toaster.dataset.slot = "toasts";
  document.body.append(toaster);
  createRoot(toaster).render(<Toaster />);
}

/**
 * Hydrates `element`'s children (an island's prerendered HTML, lib/islands/island.tsx) as `Component` in a root of its
 * own, with the ids its prerender used. React keeps the DOM as it finds it, what a visitor typed or checked
 * included, and every event from then on is React's.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType, name: string): Root {
  mountToaster();
  return hydrateRoot(element, <Component />, { identifierPrefix: islandIdPrefix(name) });
}
