import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { TagList } from "./tag-list";

const tags = [
  { name: "RAG", slug: "rag" },
  { name: "Evaluation", slug: "evaluation" },
];

describe("TagList", () => {
  it("links every tag to its page by default", () => {
    const html = renderToStaticMarkup(<TagList tags={tags} />);
    expect(html).toContain('href="/notes/tags/rag"');
    expect(html).toContain('href="/notes/tags/evaluation"');
  });

  it("shows a tag without a page as text, never as a link to a page that is not there", () => {
    const html = renderToStaticMarkup(<TagList tags={tags} linked={new Set(["evaluation"])} />);
    expect(html).not.toContain("/notes/tags/rag");
    expect(html).toContain(">RAG</span>");
    expect(html).toContain('href="/notes/tags/evaluation"');
  });
});
