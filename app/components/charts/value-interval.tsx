/**
 * A figure and its interval in a table cell, the interval on a line of its own in smaller type. A screen reader
 * hears what the interval is (`intervalLabel`) and the value's unit, which the column's sighted reader takes from
 * the header.
 */
export function ValueInterval({
  value,
  interval,
  intervalLabel,
  unit,
}: {
  value: string;
  interval: string;
  intervalLabel: string;
  unit?: string;
}) {
  return (
    <>
      <span className="block">
        {value}
        {unit && <span className="sr-only"> {unit}</span>}
      </span>
      <span className="block text-xs text-neutral-600">
        <span className="sr-only">{intervalLabel} </span>
        {interval}
      </span>
    </>
  );
}
