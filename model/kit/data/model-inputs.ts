import type { TensorType } from "../model-description";
import type { ClassLabel } from "../types";
import type { DataProblem } from "./data-error";

/**
 * What test.csv is checked against: the model's inputs and its task hint, as describeModel (model/kit/compiled.ts)
 * reports them. Declared here with only the members the data needs, so that a ModelDescription is one of these
 * (a null shape: rank unknown).
 */
export type ModelInputSpec = { name: string; type: string; shape: readonly (number | string | null)[] | null };
export type ModelSignature = {
  inputs: readonly ModelInputSpec[];
  task: "classifier" | "regressor" | "unknown";
  /** The classes in the model's output order, when the model names them. */
  classes?: readonly ClassLabel[];
};

/**
 * How a row of field values becomes the model's inputs, as createPredictor's InputBinding
 * (model/kit/model-description.ts) takes it: one numeric tensor whose columns are the fields in test.csv's order,
 * or one input per field, found by name (skl2onnx's ColumnTransformer pipelines).
 */
export type InputLayout =
  { mode: "tensor"; input: string; width: number } | { mode: "named"; inputs: { name: string; type: TensorType }[] };

const TENSOR_TYPES: readonly TensorType[] = ["float", "double", "int64", "int32", "bool", "string"];
const isTensorType = (type: string): type is TensorType => (TENSOR_TYPES as readonly string[]).includes(type);

/** An input's width: its last dimension when fixed, else null (a dynamic width takes any number of columns). */
function widthOf({ shape }: ModelInputSpec): number | null {
  const last = shape?.at(-1);
  return shape && shape.length >= 2 && typeof last === "number" && last > 0 ? last : null;
}

const describeShape = ({ shape }: ModelInputSpec) =>
  shape ? `[${shape.map((d) => (d === null ? "?" : d)).join(", ")}]` : "(shape unknown)";

export type MatchedInputs =
  { layout: InputLayout; types: TensorType[]; problems: [] } | { layout?: undefined; problems: DataProblem[] };

function tensorLayout(columns: readonly string[], only: ModelInputSpec & { type: TensorType }): MatchedInputs {
  if (only.type === "string") {
    return {
      problems: [
        {
          message: `The model's one input "${only.name}" takes text; the kit reads one numeric tensor whose columns are test.csv's, or one input per column named as the column.`,
        },
      ],
    };
  }
  const width = widthOf(only);
  if (width !== null && width !== columns.length) {
    const list = columns.length === 0 ? "none" : columns.map((c) => `"${c}"`).join(", ");
    const advice =
      width < columns.length
        ? "remove the columns the model does not take"
        : "add the columns the model takes, in its order";
    return {
      problems: [
        {
          line: 1,
          message: `The model's input "${only.name}" ${describeShape(only)} takes ${width} columns, but test.csv has ${columns.length} besides the target (${list}): ${advice}.`,
        },
      ],
    };
  }
  return {
    layout: { mode: "tensor", input: only.name, width: columns.length },
    types: columns.map(() => only.type),
    problems: [],
  };
}

/**
 * Matches the CSV's input columns (the target left out, in file order) with the model's inputs. One input is a
 * tensor over all the columns, unless it names the only column; several inputs are found by name, each one
 * column wide. Returns the layout and each column's type, or the problems that stop the build, each saying what
 * to change.
 */
export function matchInputs(columns: readonly string[], inputs: readonly ModelInputSpec[]): MatchedInputs {
  if (inputs.length === 0) return { problems: [{ message: "The model declares no inputs: check its export." }] };
  const untyped = inputs.filter((input) => !isTensorType(input.type));
  if (untyped.length > 0) {
    return {
      problems: untyped.map((input) => ({
        message: `The model's input "${input.name}" is of type ${input.type}; the kit reads tensors of ${TENSOR_TYPES.join(", ")}.`,
      })),
    };
  }
  const typed = inputs as readonly (ModelInputSpec & { type: TensorType })[];
  const only = typed.length === 1 ? typed[0] : undefined;
  if (only && !(columns.length === 1 && columns[0] === only.name)) return tensorLayout(columns, only);
  const problems: DataProblem[] = [];
  const names = typed.map((input) => input.name);
  for (const input of typed) {
    if (!columns.includes(input.name)) {
      problems.push({
        line: 1,
        message: `test.csv lacks a column for the model's input "${input.name}" (${input.type}): add a column with that header.`,
      });
    }
    const width = widthOf(input);
    if (width !== null && width !== 1) {
      problems.push({
        message: `The model's input "${input.name}" ${describeShape(input)} takes ${width} columns; with several inputs, the kit reads one column per input, named as the input.`,
      });
    }
  }
  columns.forEach((column) => {
    if (!names.includes(column)) {
      problems.push({
        line: 1,
        column,
        message: `This column is not one of the model's inputs (${names.join(", ")}): remove it, or rename it to the input it holds.`,
      });
    }
  });
  if (problems.length > 0) return { problems };
  // In test.csv's order: a row's values follow the columns, and each is handed to its input by name.
  const byName = new Map(typed.map((input) => [input.name, input.type]));
  const types = columns.map((name) => byName.get(name)!);
  return {
    layout: { mode: "named", inputs: columns.map((name, c) => ({ name, type: types[c]! })) },
    types,
    problems: [],
  };
}
