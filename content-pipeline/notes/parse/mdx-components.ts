/**
 * The components an MDX note uses. A capitalised JSX name must be one of the site's note components
 * (app/features/notes/note-components.ts) or something the note imports or defines itself; anything
 * else would only fail while the page is prerendered, with no line to look at, so it fails here.
 */
import type { Program } from "estree";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";

import { noteComponents } from "#app/features/notes/note-components";

import { NoteError } from "../note-error";

/** The names an MDX file's own `import` and `export` statements bring in. */
function ownNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, "mdxjsEsm", (node) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type === "ImportDeclaration") {
        for (const specifier of statement.specifiers) names.add(specifier.local.name);
      } else if (statement.type === "ExportNamedDeclaration" && statement.declaration) {
        const declaration = statement.declaration;
        if (declaration.type === "VariableDeclaration") {
          for (const { id } of declaration.declarations) if (id.type === "Identifier") names.add(id.name);
        } else if (declaration.id) names.add(declaration.id.name);
      }
    }
  });
  return names;
}

/**
 * Checks every component an MDX tree names and says whether the page needs scripts: true when it uses
 * an interactive site component.
 */
export function checkComponents(tree: Root, file: string): { interactive: boolean } {
  const own = ownNames(tree);
  let interactive = false;
  visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
    const name = (node as { name?: string | null }).name;
    // Fragments, HTML elements (lower case) and members of something imported (`Chart.Axis`).
    if (!name || !/^[A-Z]/.test(name) || own.has(name.split(".")[0]!)) return;
    if (!Object.hasOwn(noteComponents, name)) {
      const known = Object.keys(noteComponents).join(", ");
      throw new NoteError(
        file,
        node.position?.start.line,
        `unknown component <${name}> (a note may use ${known}, or import its own)`,
      );
    }
    interactive ||= noteComponents[name as keyof typeof noteComponents].interactive;
  });
  return { interactive };
}
