import { type RefObject, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies text with the asynchronous clipboard API. When the browser has none or refuses (no permission,
 * an insecure origin), it selects `fallback`'s text instead, so copying by hand is one keystroke away.
 * `reset` clears the state when what would be copied changes.
 */
export function useCopy(fallback: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<CopyState>("idle");

  async function copy(text: string) {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      const element = fallback.current;
      if (element) window.getSelection()?.selectAllChildren(element);
      setState("failed");
    }
  }

  return { state, copy, reset: () => setState("idle") };
}
