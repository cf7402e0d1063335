import { linePath } from "./rate-plot";

/**
 * A curve through points on a plot's axes (rate-plot.ts), each coordinate from 0 to 1: a ROC or precision–recall
 * curve. `stroke` is a Tailwind class of the page's palette, so both themes read; `dash` tells two curves apart
 * without colour. Other props (a data- attribute) go on the path.
 */
export function Curve({
  points,
  stroke,
  dash,
  ...rest
}: {
  points: readonly { x: number; y: number }[];
  stroke: string;
  dash?: string;
} & Omit<React.ComponentProps<"path">, "points">) {
  return (
    <path d={linePath(points)} fill="none" strokeWidth={2.5} strokeDasharray={dash} className={stroke} {...rest} />
  );
}
