/**
 * ES module statements added to a compiled note (MDX's `mdxjsEsm` nodes, which its compiler turns into the
 * module's imports and exports), written as estree so no text is ever pasted into code.
 */
import type { ExportNamedDeclaration, ImportDeclaration, Program } from "estree";
import { valueToEstree } from "estree-util-value-to-estree";
import type { MdxjsEsmHast } from "mdast-util-mdxjs-esm";

function esm(body: Program["body"]): MdxjsEsmHast {
  return { type: "mdxjsEsm", value: "", data: { estree: { type: "Program", sourceType: "module", body } } };
}

/** `import name from "source"`. */
export function importDefault(name: string, source: string): MdxjsEsmHast {
  const declaration: ImportDeclaration = {
    type: "ImportDeclaration",
    specifiers: [{ type: "ImportDefaultSpecifier", local: { type: "Identifier", name } }],
    source: { type: "Literal", value: source },
    attributes: [],
  };
  return esm([declaration]);
}

/** `export const name = value` for each entry, `value` being data (JSON-like). */
export function exportConstants(values: Record<string, unknown>): MdxjsEsmHast {
  return esm(
    Object.entries(values).map(([name, value]): ExportNamedDeclaration => ({
      type: "ExportNamedDeclaration",
      declaration: {
        type: "VariableDeclaration",
        kind: "const",
        declarations: [{ type: "VariableDeclarator", id: { type: "Identifier", name }, init: valueToEstree(value) }],
      },
      specifiers: [],
      attributes: [],
    })),
  );
}

/** `export { name }`: re-exports an imported binding. */
export function exportBinding(name: string): MdxjsEsmHast {
  const local = { type: "Identifier" as const, name };
  return esm([
    {
      type: "ExportNamedDeclaration",
      declaration: null,
      specifiers: [{ type: "ExportSpecifier", local, exported: local }],
      attributes: [],
    },
  ]);
}
