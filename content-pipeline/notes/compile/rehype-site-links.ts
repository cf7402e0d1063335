/**
 * A link in a note that starts like a path on the site must be one: browsers read a backslash as a slash and drop
 * tabs and newlines, so `[paper](/\evil.example/paper.pdf)` looks local and goes to evil.example. Such a link
 * stops the build at its line; a link to another site is written as one (`https://…`, or `//host/…`).
 */
import type { Root } from "hast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

import { isSitePath } from "../../site-path";
import { NoteError } from "../note-error";

export function rehypeSiteLinks() {
  return (tree: Root, file: VFile) => {
    visit(tree, "element", (node) => {
      const href = node.properties.href;
      if (typeof href !== "string" || !/^\s*[/\\]/.test(href) || /^\/\/[^\\]/.test(href) || isSitePath(href)) return;
      throw new NoteError(
        file.path,
        node.position?.start.line,
        `the link ${JSON.stringify(href)} is not a path on the site (one "/", then no backslash, tab or newline): browsers take it to another site`,
      );
    });
  };
}
