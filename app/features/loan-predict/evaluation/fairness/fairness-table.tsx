import { FiguresHeader } from "#app/components/charts/figures-header";
import { ValueInterval } from "#app/components/charts/value-interval";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableRow } from "#app/components/ui/table";
import { fairnessSection as copy } from "#app/words/loan/evaluation";
import type { FairnessAttribute } from "#model/card/fairness";
import type { Difference, Share } from "#model/card/figures";
import type { ModelId } from "#model/card/ids";

import { modelName, SHOWN_MODELS, type ShownModel } from "../evaluation-models";
import { formatGap, formatShare } from "./fairness-format";

type FairnessTableProps = { attribute: FairnessAttribute; keys: Record<ShownModel, ModelId> };

const cell = "text-right align-top tabular-nums";
const rowHead = "text-neutral-800";
const groupName = (group: string) => copy.groups[group] ?? group;

const ShareCell = ({ share }: { share: Share }) => (
  <TableCell className={cell}>
    <ValueInterval {...formatShare(share)} intervalLabel={copy.interval} />
  </TableCell>
);
const GapCell = ({ gap }: { gap: Difference }) => (
  <TableCell className={cell}>
    <ValueInterval {...formatGap(gap)} intervalLabel={copy.interval} unit={copy.points} />
  </TableCell>
);
const Empty = () => <TableCell className={cell}>{copy.notApplicable}</TableCell>;

/** The rows of one rate among the lender's approvals (true-positive) or refusals (false-positive), and its gap. */
function RateRows({
  attribute,
  keys,
  title,
  rate,
}: FairnessTableProps & { title: string; rate: "truePositiveRate" | "falsePositiveRate" }) {
  const [first, second] = attribute.groups;
  return (
    <TableBody>
      <SectionRow title={title} />
      {attribute.groups.map((group) => (
        <TableRow key={group.group}>
          <TableHead scope="row" className={rowHead}>
            {groupName(group.group)}
          </TableHead>
          <TableCell className={cell}>{rate === "truePositiveRate" ? group.approvedRows : group.refusedRows}</TableCell>
          <Empty />
          {SHOWN_MODELS.map((model) => (
            <ShareCell key={model} share={group[rate][keys[model]]} />
          ))}
        </TableRow>
      ))}
      <TableRow className="border-0">
        <TableHead scope="row" colSpan={2} className={rowHead}>
          {copy.gap(groupName(first?.group ?? ""), groupName(second?.group ?? ""))}
        </TableHead>
        <Empty />
        {SHOWN_MODELS.map((model) => (
          <GapCell key={model} gap={attribute.gap[rate][keys[model]]} />
        ))}
      </TableRow>
    </TableBody>
  );
}

function SectionRow({ title }: { title: string }) {
  return (
    <TableRow className="border-neutral-200 bg-neutral-50">
      <TableHead scope="rowgroup" colSpan={3 + SHOWN_MODELS.length} className={rowHead}>
        {title}
      </TableHead>
    </TableRow>
  );
}

/**
 * One attribute's two groups: the share approved (by the lender in the data, and by each model), then the share
 * of the lender's approvals each model approves (equal opportunity) and of its refusals (false-positive rate);
 * each with its 95 % interval, and the gap between the groups with its own.
 */
export function FairnessTable({ attribute, keys }: FairnessTableProps) {
  const [first, second] = attribute.groups;
  const gapName = copy.gap(groupName(first?.group ?? ""), groupName(second?.group ?? ""));
  return (
    <Table>
      <TableCaption>{copy.caption(copy.attributes[attribute.attribute], attribute.rowsWithoutValue)}</TableCaption>
      <FiguresHeader
        first={copy.columns.group}
        figures={[copy.columns.rows, copy.columns.data, ...SHOWN_MODELS.map(modelName)]}
      />
      <TableBody>
        <SectionRow title={copy.approvalTitle} />
        {attribute.groups.map((group) => (
          <TableRow key={group.group}>
            <TableHead scope="row" className={rowHead}>
              {groupName(group.group)}
            </TableHead>
            <TableCell className={cell}>{group.rows}</TableCell>
            <ShareCell share={group.approvedInData} />
            {SHOWN_MODELS.map((model) => (
              <ShareCell key={model} share={group.approvalRate[keys[model]]} />
            ))}
          </TableRow>
        ))}
        <TableRow className="border-neutral-200">
          <TableHead scope="row" colSpan={2} className={rowHead}>
            {gapName}
          </TableHead>
          <GapCell gap={attribute.gap.approvedInData} />
          {SHOWN_MODELS.map((model) => (
            <GapCell key={model} gap={attribute.gap.approvalRate[keys[model]]} />
          ))}
        </TableRow>
      </TableBody>
      <RateRows attribute={attribute} keys={keys} title={copy.opportunityTitle} rate="truePositiveRate" />
      <RateRows attribute={attribute} keys={keys} title={copy.falsePositiveTitle} rate="falsePositiveRate" />
    </Table>
  );
}
