import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";

import { ansiToHast } from "./ansi";

const html = (text: string) => toHtml(ansiToHast(text));

describe("ansiToHast", () => {
  it("turns IPython's traceback colours into classes and leaves no escape code", () => {
    // As IPython writes an error's name: red, reset, then plain text; bold green for a file name.
    expect(html("\u001b[0;31mZeroDivisionError\u001b[0m: division by zero")).toBe(
      '<span class="ansi-red-fg">ZeroDivisionError</span>: division by zero',
    );
    expect(html("\u001b[1;32mCell In[6]\u001b[0m")).toBe('<span class="ansi-green-fg ansi-bold">Cell In[6]</span>');
    expect(html("\u001b[44;97mnote\u001b[0m")).toBe('<span class="ansi-bright-white-fg ansi-blue-bg">note</span>');
  });

  it("keeps the text of 256-colour and true-colour runs, without their colour", () => {
    expect(html("\u001b[38;5;208mamber\u001b[0m and \u001b[38;2;1;2;3mrgb\u001b[0m")).toBe("amber and rgb");
  });

  it("escapes what it is given: text stays text", () => {
    expect(html('<script>alert("x")</script>')).toBe('&#x3C;script>alert("x")&#x3C;/script>');
  });
});
