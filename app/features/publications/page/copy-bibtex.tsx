import { publicationsPage } from "#app/words/publishing/publications";

import { chipClass } from "../publication-parts";

const STATUS_ID = "copy-status";

// The owner's words, as a JavaScript literal that cannot close the <script> element.
const words = JSON.stringify({
  copy: publicationsPage.copy,
  copied: publicationsPage.copied,
  refused: publicationsPage.copyRefused,
}).replaceAll("<", "\\u003c");

/**
 * The page's only script, inline (the CSP allows it by its hash, which the build computes). One listener
 * for every Copy BibTeX button: it copies the entry's BibTeX, says so on the button and in the status line
 * for screen readers, and puts the label back after two seconds. Where the browser refuses the clipboard
 * (an http:// address, a denied permission), it opens the BibTeX and selects it, and says so.
 */
export const COPY_SCRIPT = `(() => {
  const words = ${words};
  const status = document.getElementById(${JSON.stringify(STATUS_ID)});
  const say = (text) => { status.textContent = ""; requestAnimationFrame(() => (status.textContent = text)); };
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("[data-copy-bibtex]");
    if (!button) return;
    const code = document.getElementById(button.dataset.copyBibtex);
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(code.textContent))
      .then(() => {
        button.textContent = words.copied;
        say(words.copied);
        setTimeout(() => (button.textContent = words.copy), 2000);
      }, () => {
        code.closest("details").open = true;
        getSelection().selectAllChildren(code);
        say(words.refused);
      });
  });
})();`;

/** A Copy BibTeX button: the script above wires it; without scripts it is hidden, the BibTeX still there to select. */
export function CopyBibtexButton({ codeId, describedBy }: { codeId: string; describedBy: string }) {
  return (
    <button
      type="button"
      data-copy-bibtex={codeId}
      aria-describedby={describedBy}
      className={`${chipClass} noscript:hidden`}
    >
      {publicationsPage.copy}
    </button>
  );
}

/** The status line the script speaks through, and the script itself: once per page, after the entries. */
export function CopyBibtexScript() {
  return (
    <>
      <p id={STATUS_ID} role="status" className="sr-only" />
      <script dangerouslySetInnerHTML={{ __html: COPY_SCRIPT }} />
    </>
  );
}
