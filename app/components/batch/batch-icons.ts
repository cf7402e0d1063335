import { createIcon } from "#app/components/ui/icons";

// The batch scorer's own icon, here rather than with the site's icons so that it loads with that section only.
// Shape from Lucide (https://lucide.dev), ISC licence, Copyright (c) Lucide Contributors.
export const Download = /* @__PURE__ */ createIcon([
  ["path", { d: "M12 15V3" }],
  ["path", { d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" }],
  ["path", { d: "m7 10 5 5 5-5" }],
]);
