import { cn } from "#app/lib/utils";

import { MODEL_STYLE } from "./chart-geometry";
import type { ShownModel } from "./evaluation-models";

/** Which line is which model; each swatch repeats its line's colour and dash. */
export function ChartLegend({ items }: { items: readonly { model: ShownModel; label: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-neutral-800">
      {items.map((item) => (
        <li key={item.model} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cn(
              "inline-block h-1 w-6 rounded-full",
              MODEL_STYLE[item.model].swatch,
              MODEL_STYLE[item.model].dash && "[mask:repeating-linear-gradient(90deg,#000_0_6px,transparent_6px_10px)]",
            )}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
