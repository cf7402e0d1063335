import { notebookWords } from "#app/words/publishing/writing";

/** The link to the original .ipynb, saved under the note's name. */
export function NotebookDownload({ href, slug }: { href: string; slug: string }) {
  return (
    <p className="note-download" data-pagefind-ignore>
      <a
        href={href}
        download={`${slug}.ipynb`}
        type="application/x-ipynb+json"
        className="font-semibold text-accent-800 underline underline-offset-4 hover:text-accent-700"
      >
        {notebookWords.download}
      </a>{" "}
      <span className="text-neutral-700">{notebookWords.downloadHint}</span>
    </p>
  );
}
