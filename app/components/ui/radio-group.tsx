import { useId, useRef } from "react";

import { useOnHydrate } from "#app/lib/islands/use-on-hydrate";

type RadioGroupProps<T extends string> = {
  /** The group's visible name. */
  legend: string;
  options: readonly T[];
  /** Each option's visible label. */
  labels: Record<T, string>;
  selected: T;
  /** Called when the visitor checks an option, and on hydration for one they checked before the code came. */
  onChange: (option: T) => void;
};

/** Native radio buttons in a fieldset: one tab stop, arrow keys between options, named by the legend. */
export function RadioGroup<T extends string>({ legend, options, labels, selected, onChange }: RadioGroupProps<T>) {
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useOnHydrate(() => {
    const checked = group.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    const option = options.find((candidate) => candidate === checked);
    if (option !== undefined && option !== selected) onChange(option);
  });
  return (
    <fieldset ref={group} className="flex flex-wrap gap-x-6 gap-y-2">
      <legend className="mb-2 text-sm font-medium text-neutral-800">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="flex items-center gap-2 text-sm text-neutral-800">
          <input
            type="radio"
            name={name}
            value={option}
            checked={selected === option}
            onChange={() => onChange(option)}
            className="size-4 accent-accent-2-700"
          />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}
