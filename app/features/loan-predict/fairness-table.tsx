import type { FairnessAttribute } from "#model/model-card";
import type { ModelId } from "#model/training/cross-validate";
import { fairnessSection as copy } from "~/content/loan-evaluation";

import { modelName, SHOWN_MODELS, type ShownModel } from "./evaluation-models";
import { formatDecimal, formatPercent } from "./format";

type FairnessTableProps = { attribute: FairnessAttribute; keys: Record<ShownModel, ModelId> };

const cell = "px-2 py-2 text-right tabular-nums";

/**
 * One protected attribute's groups: how many applications, the share approved in the data and by each model,
 * then the demographic parity ratio and the equal-opportunity difference.
 */
export function FairnessTable({ attribute, keys }: FairnessTableProps) {
  const name = copy.attributes[attribute.attribute];
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium text-slate-800">
        {copy.caption(name, attribute.rowsWithoutValue)}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="px-2 py-2 text-left font-medium">
            {copy.columns.group}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            {copy.columns.rows}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            {copy.columns.data}
          </th>
          {SHOWN_MODELS.map((model) => (
            <th key={model} scope="col" className="px-2 py-2 text-right font-medium">
              {modelName(model)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {attribute.groups.map((group) => (
          <tr key={group.group} className="border-b border-slate-100">
            <th scope="row" className="px-2 py-2 text-left font-medium text-slate-800">
              {copy.groups[group.group] ?? group.group}
            </th>
            <td className={cell}>{group.rows}</td>
            <td className={cell}>{formatPercent(group.approvedInData, 1)}</td>
            {SHOWN_MODELS.map((model) => (
              <td key={model} className={cell}>
                {formatPercent(group.approvalRate[keys[model]], 1)}
              </td>
            ))}
          </tr>
        ))}
        <tr className="border-b border-slate-100 bg-slate-50">
          <th scope="row" colSpan={2} className="px-2 py-2 text-left font-medium text-slate-800">
            {copy.parityRatio}
          </th>
          <td className={cell}>{formatDecimal(attribute.parityRatio.data)}</td>
          {SHOWN_MODELS.map((model) => (
            <td key={model} className={cell}>
              {formatDecimal(attribute.parityRatio[keys[model]])}
            </td>
          ))}
        </tr>
        <tr className="bg-slate-50">
          <th scope="row" colSpan={2} className="px-2 py-2 text-left font-medium text-slate-800">
            {copy.equalOpportunity}
          </th>
          <td className={cell}>{copy.notApplicable}</td>
          {SHOWN_MODELS.map((model) => (
            <td key={model} className={cell}>
              {formatDecimal(attribute.equalOpportunityDifference[keys[model]])}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
