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

  it("keeps a terminal hyperlink's text and drops its address, and every other sequence but colours", () => {
    // OSC 8 as rich and IPython write it (ESC ] 8 ; ; url ESC \\ text ESC ] 8 ; ; ESC \\), a window title ended by
    // BEL, a line clear and a cursor move.
    expect(html("see \u001b]8;;https://example.org\u001b\\the docs\u001b]8;;\u001b\\ now")).toBe("see the docs now");
    expect(html("\u001b]0;a title\u0007x \u001b[2K\u001b[1Ay")).toBe("x y");
    expect(html("\u001b[1;31mbold red\u001b[0m, \u001b(Bplain")).toBe(
      '<span class="ansi-red-fg ansi-bold">bold red</span>, plain',
    );
  });

  it("shows what a carriage return or a backspace leaves, as Jupyter does, and no control character", () => {
    expect(html(" 10%\r 50%\r100%\ndone\r\n")).toBe("100%\ndone\n");
    expect(html("ab\bc")).toBe("ac");
    expect(html("a\u0000b\u0007c\u001bd\u009be\tf")).toBe("abcde\tf");
  });
});
