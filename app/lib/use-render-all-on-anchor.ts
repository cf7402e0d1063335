import { useEffect } from "react";

import { renderAllOnAnchor } from "./render-all";

/** On a page React hydrates: every `render-lazy` block rendered for good before the first in-page link's scroll (render-all.ts). */
export function useRenderAllOnAnchor() {
  useEffect(renderAllOnAnchor, []);
}
