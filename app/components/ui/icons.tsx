import type { ComponentProps, ComponentType } from "react";

/**
 * The site's icons as plain inline SVG. The shapes are Lucide's (https://lucide.dev, ISC licence,
 * Copyright (c) Lucide Contributors); drawing them with this one small component instead of the
 * lucide-react runtime keeps about 3 KiB of JavaScript off every page. This file holds the icons of
 * the first screen and those shared by both pages; a feature keeps its other icons beside it, so
 * they load with its code rather than with the first paint.
 */
export type Icon = ComponentType<ComponentProps<"svg">>;

type Shape = readonly [
  tag: "path" | "circle" | "rect" | "line" | "polyline" | "polygon" | "ellipse",
  attributes: Record<string, string>,
];

/** An icon component from Lucide-style shapes (24×24, stroked with currentColor, hidden from assistive tech). */
export function createIcon(shapes: readonly Shape[]): Icon {
  return function SvgIcon(props: ComponentProps<"svg">) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes.map(([Tag, attributes], index) => (
          <Tag key={index} {...attributes} />
        ))}
      </svg>
    );
  };
}

// lucide-react 1.x dropped brand logos; these are its former GitHub and LinkedIn outlines (ISC).
export const GitHub = /* @__PURE__ */ createIcon([
  [
    "path",
    {
      d: "M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4",
    },
  ],
  ["path", { d: "M9 18c-4.51 2-5-2-7-2" }],
]);
export const LinkedIn = /* @__PURE__ */ createIcon([
  ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" }],
  ["rect", { width: "4", height: "12", x: "2", y: "9" }],
  ["circle", { cx: "4", cy: "4", r: "2" }],
]);
export const ArrowRight = /* @__PURE__ */ createIcon([
  ["path", { d: "M5 12h14" }],
  ["path", { d: "m12 5 7 7-7 7" }],
]);
export const ArrowUp = /* @__PURE__ */ createIcon([
  ["path", { d: "m5 12 7-7 7 7" }],
  ["path", { d: "M12 19V5" }],
]);
export const BrainCircuit = /* @__PURE__ */ createIcon([
  ["path", { d: "M12 13h4" }],
  ["path", { d: "M12 18h6a2 2 0 012 2v1" }],
  ["path", { d: "M12 8h8" }],
  ["path", { d: "M12 9a4.17 4.17 0 01-3 4" }],
  ["path", { d: "M16 8V5a2 2 0 012-2" }],
  ["path", { d: "M6 18a4 4 0 01-2-7.465" }],
  ["path", { d: "M6.004 5.125a4 4 0 00-2.526 5.77" }],
  ["path", { d: "M6.294 6.294A3 3 0 1112 5v13a4 4 0 11-7.967-.518" }],
  ["circle", { cx: "16", cy: "13", r: "0.5", fill: "currentColor" }],
  ["circle", { cx: "18", cy: "3", r: "0.5", fill: "currentColor" }],
  ["circle", { cx: "20", cy: "21", r: "0.5", fill: "currentColor" }],
  ["circle", { cx: "20", cy: "8", r: "0.5", fill: "currentColor" }],
]);
export const ChartLine = /* @__PURE__ */ createIcon([
  ["path", { d: "M3 3v16a2 2 0 0 0 2 2h16" }],
  ["path", { d: "m19 9-5 5-4-4-3 3" }],
]);
export const ChevronDown = /* @__PURE__ */ createIcon([["path", { d: "m6 9 6 6 6-6" }]]);
export const CircleCheck = /* @__PURE__ */ createIcon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "m16 9-5.5 5.5L8 12" }],
]);
export const GraduationCap = /* @__PURE__ */ createIcon([
  [
    "path",
    {
      d: "M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z",
    },
  ],
  ["path", { d: "M22 10v6" }],
  ["path", { d: "M6 12.5V16a6 3 0 0 0 12 0v-3.5" }],
]);
export const LoaderCircle = /* @__PURE__ */ createIcon([["path", { d: "M21 12a9 9 0 1 1-6.219-8.56" }]]);
export const Mail = /* @__PURE__ */ createIcon([
  ["path", { d: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" }],
  ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }],
]);
export const MapPin = /* @__PURE__ */ createIcon([
  [
    "path",
    { d: "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" },
  ],
  ["circle", { cx: "12", cy: "10", r: "3" }],
]);
export const Menu = /* @__PURE__ */ createIcon([
  ["path", { d: "M4 5h16" }],
  ["path", { d: "M4 12h16" }],
  ["path", { d: "M4 19h16" }],
]);
export const Send = /* @__PURE__ */ createIcon([
  [
    "path",
    {
      d: "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z",
    },
  ],
  ["path", { d: "m21.854 2.147-10.94 10.939" }],
]);
export const X = /* @__PURE__ */ createIcon([
  ["path", { d: "M18 6 6 18" }],
  ["path", { d: "m6 6 12 12" }],
]);
export const Contrast = /* @__PURE__ */ createIcon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 18a6 6 0 0 0 0-12v12z" }],
]);
