import type { ClassLabel } from "../types";
import type { DataProblem } from "./data-error";

/**
 * What test.csv is checked against: the model's inputs and its task hint, as describeModel
 * (model/kit/compiled.ts) reports them. Declared here with only the members the data needs, so that a
 * ModelDescription is one of these (a null shape: rank unknown).
 */
export type ModelInputSpec = { name: string; type: string; shape: readonly (number | string | null)[] | null };
export type ModelSignature = {
  inputs: readonly ModelInputSpec[];
  task: "classifier" | "regressor" | "unknown";
  /** The classes in the model's output order, when the model names them. */
  classes?: readonly ClassLabel[];
};

/**
 * How a row of field values becomes the model's inputs: one numeric tensor whose columns are the fields in
 * test.csv's order, or one input per field, found by name (skl2onnx's ColumnTransformer pipelines).
 */
export type InputLayout =
  | { mode: "tensor"; input: string; type: string; width: number }
  | { mode: "named"; inputs: { name: string; type: string }[] };

const NUMERIC = new Set(["float", "double", "float16", "int64", "int32", "int16", "int8", "uint8", "bool"]);

export function isNumericInput(type: string): boolean {
  return NUMERIC.has(type);
}

/** Whether an input takes text (skl2onnx's string inputs): its field is a category. */
export function isTextInput(type: string): boolean {
  return type === "string";
}

/** An input's width: its last dimension when fixed, else null (a dynamic width takes any number of columns). */
function widthOf({ shape }: ModelInputSpec): number | null {
  const last = shape?.at(-1);
  return shape && shape.length >= 2 && typeof last === "number" && last > 0 ? last : null;
}

const describeShape = ({ shape }: ModelInputSpec) =>
  shape ? `[${shape.map((d) => (d === null ? "?" : d)).join(", ")}]` : "(shape unknown)";

/**
 * Matches the CSV's input columns (the target left out, in file order) with the model's inputs. One numeric input
 * is a tensor over all the columns, unless it names the only column; several inputs are found by name, each one
 * column wide. Returns the layout, or the problems that stop the build, each saying what to change.
 */
export function matchInputs(
  columns: readonly string[],
  inputs: readonly ModelInputSpec[],
): { layout: InputLayout; problems: [] } | { layout?: undefined; problems: DataProblem[] } {
  const only = inputs.length === 1 ? inputs[0] : undefined;
  if (inputs.length === 0) return { problems: [{ message: "The model declares no inputs: check its export." }] };
  if (only && !(columns.length === 1 && columns[0] === only.name)) {
    if (!isNumericInput(only.type)) {
      return {
        problems: [
          {
            message: `The model's one input "${only.name}" is of type ${only.type}; the kit reads one numeric tensor whose columns are test.csv's, or one input per column named as the column.`,
          },
        ],
      };
    }
    const width = widthOf(only);
    if (width !== null && width !== columns.length) {
      const list = columns.length === 0 ? "none" : columns.map((c) => `"${c}"`).join(", ");
      return {
        problems: [
          {
            line: 1,
            message: `The model's input "${only.name}" ${describeShape(only)} takes ${width} columns, but test.csv has ${columns.length} besides the target (${list}): ${width < columns.length ? "remove the columns the model does not take" : "add the columns the model takes, in its order"}.`,
          },
        ],
      };
    }
    return { layout: { mode: "tensor", input: only.name, type: only.type, width: columns.length }, problems: [] };
  }
  const problems: DataProblem[] = [];
  const names = inputs.map((input) => input.name);
  for (const input of inputs) {
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
  const byName = new Map(inputs.map((input) => [input.name, input.type]));
  return {
    layout: { mode: "named", inputs: columns.map((name) => ({ name, type: byName.get(name)! })) },
    problems: [],
  };
}
