import { fairnessSection as copy } from "#app/content/loan-evaluation";
import type { Difference, Proportion } from "#model/card/figures";
import type { ModelId } from "#model/card/ids";
import type { FairnessAttribute } from "#model/card/model-card";

import { modelName, SHOWN_MODELS, type ShownModel } from "./evaluation-models";
import { formatGap, formatShare } from "./fairness-format";

type FairnessTableProps = { attribute: FairnessAttribute; keys: Record<ShownModel, ModelId> };

const cell = "px-2 py-2 text-right align-top tabular-nums";
const groupName = (group: string) => copy.groups[group] ?? group;

function Figure({ value, interval, unit }: { value: string; interval: string; unit?: string }) {
  return (
    <>
      <span className="block">
        {value}
        {unit && <span className="sr-only"> {unit}</span>}
      </span>
      <span className="block text-xs text-slate-600">
        <span className="sr-only">{copy.interval} </span>
        {interval}
      </span>
    </>
  );
}

const ShareCell = ({ share }: { share: Proportion }) => (
  <td className={cell}>
    <Figure {...formatShare(share)} />
  </td>
);
const GapCell = ({ gap }: { gap: Difference }) => (
  <td className={cell}>
    <Figure {...formatGap(gap)} unit={copy.points} />
  </td>
);
const Empty = () => <td className={cell}>{copy.notApplicable}</td>;

/**
 * One attribute's two groups: the share approved (by the lender in the data, and by each model), then the share
 * of the lender's approvals each model approves (equal opportunity); each with its 95 % interval, and the gap
 * between the groups with its own.
 */
export function FairnessTable({ attribute, keys }: FairnessTableProps) {
  const [first, second] = attribute.groups;
  const gapName = copy.gap(groupName(first?.group ?? ""), groupName(second?.group ?? ""));
  const sectionRow = (title: string) => (
    <tr className="border-b border-slate-200 bg-slate-50">
      <th scope="rowgroup" colSpan={3 + SHOWN_MODELS.length} className="px-2 py-2 text-left font-medium text-slate-800">
        {title}
      </th>
    </tr>
  );
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium text-slate-800">
        {copy.caption(copy.attributes[attribute.attribute], attribute.rowsWithoutValue)}
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
        {sectionRow(copy.approvalTitle)}
        {attribute.groups.map((group) => (
          <tr key={group.group} className="border-b border-slate-100">
            <th scope="row" className="px-2 py-2 text-left font-medium text-slate-800">
              {groupName(group.group)}
            </th>
            <td className={cell}>{group.rows}</td>
            <ShareCell share={group.approvedInData} />
            {SHOWN_MODELS.map((model) => (
              <ShareCell key={model} share={group.approvalRate[keys[model]]} />
            ))}
          </tr>
        ))}
        <tr className="border-b border-slate-200">
          <th scope="row" colSpan={2} className="px-2 py-2 text-left font-medium text-slate-800">
            {gapName}
          </th>
          <GapCell gap={attribute.gap.approvedInData} />
          {SHOWN_MODELS.map((model) => (
            <GapCell key={model} gap={attribute.gap.approvalRate[keys[model]]} />
          ))}
        </tr>
      </tbody>
      <tbody>
        {sectionRow(copy.opportunityTitle)}
        {attribute.groups.map((group) => (
          <tr key={group.group} className="border-b border-slate-100">
            <th scope="row" className="px-2 py-2 text-left font-medium text-slate-800">
              {groupName(group.group)}
            </th>
            <td className={cell}>{group.approvedInData.count}</td>
            <Empty />
            {SHOWN_MODELS.map((model) => (
              <ShareCell key={model} share={group.truePositiveRate[keys[model]]} />
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row" colSpan={2} className="px-2 py-2 text-left font-medium text-slate-800">
            {gapName}
          </th>
          <Empty />
          {SHOWN_MODELS.map((model) => (
            <GapCell key={model} gap={attribute.gap.truePositiveRate[keys[model]]} />
          ))}
        </tr>
      </tbody>
    </table>
  );
}
