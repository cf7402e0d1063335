import { useMemo } from "react";

import { DataBlock, withData } from "#app/lib/islands/data-block";
import { Island } from "#app/lib/islands/island";

import { ModelThreshold } from "./model-threshold";
import { THRESHOLD_DATA_ID, type ThresholdData } from "./threshold-data";

/**
 * The threshold explorer on a binary model's page: the island, prerendered at the default cut so that the page
 * reads right before and without its script, and its data block beside it.
 */
export function ThresholdIsland({ data }: { data: ThresholdData }) {
  const island = useMemo(() => withData(ModelThreshold, data), [data]);
  return (
    <>
      <Island name="model-threshold" component={island} />
      <DataBlock id={THRESHOLD_DATA_ID} data={data} />
    </>
  );
}
