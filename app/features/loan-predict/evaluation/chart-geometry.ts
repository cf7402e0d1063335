/**
 * How each of the loan demo's models is drawn in its charts (whose plot is app/components/charts/rate-plot.ts): a
 * colour and a dash pattern, so the two curves differ without colour too. Tailwind classes, so the palette stays
 * the page's.
 */
export const MODEL_STYLE = {
  scorecard: { stroke: "stroke-accent-700", fill: "fill-accent-700", swatch: "bg-accent-700", dash: undefined },
  trained: { stroke: "stroke-accent-2-700", fill: "fill-accent-2-700", swatch: "bg-accent-2-700", dash: "6 4" },
} as const;
