import { linePath, x, y } from "./rate-plot";

/** How one series is drawn: Tailwind classes from the page's palette, so both themes read, and a dash pattern. */
export type SeriesStyle = { stroke: string; fill: string; dash: string | undefined };

/** A reliability bin as a chart reads it; `low` and `high`, when given, bound its observed rate (drawn as a bar). */
export type ReliabilityPoint = {
  from: number;
  meanPredicted: number;
  observedRate: number;
  low?: number;
  high?: number;
};

type ReliabilityMarksProps = {
  bins: readonly ReliabilityPoint[];
  style: SeriesStyle;
  /** A circle or a square per bin, so that two series differ without colour. */
  mark: "circle" | "square";
};

/**
 * One series of a reliability diagram, on a rate plot's axes (rate-axes.tsx): a line through each bin's mean
 * predicted probability against its observed rate, a mark per bin, and the observed rate's interval where the bin
 * has one. The loan demo draws one series per model; a model page draws its model's.
 */
export function ReliabilityMarks({ bins, style, mark }: ReliabilityMarksProps) {
  return (
    <>
      <path
        d={linePath(bins.map((bin) => ({ x: bin.meanPredicted, y: bin.observedRate })))}
        fill="none"
        strokeWidth={2}
        strokeDasharray={style.dash}
        className={style.stroke}
      />
      {bins.map((bin) =>
        bin.low === undefined || bin.high === undefined ? null : (
          <line
            key={`interval-${bin.from}`}
            x1={x(bin.meanPredicted)}
            x2={x(bin.meanPredicted)}
            y1={y(bin.low)}
            y2={y(bin.high)}
            strokeWidth={1.5}
            className={style.stroke}
            data-interval=""
          />
        ),
      )}
      {bins.map((bin) =>
        mark === "circle" ? (
          <circle key={bin.from} cx={x(bin.meanPredicted)} cy={y(bin.observedRate)} r={4} className={style.fill} />
        ) : (
          <rect
            key={bin.from}
            x={x(bin.meanPredicted) - 4}
            y={y(bin.observedRate) - 4}
            width={8}
            height={8}
            className={style.fill}
          />
        ),
      )}
    </>
  );
}
