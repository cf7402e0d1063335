/** The words of the loan demo's Copy link button (the note on a link's ignored values: loan-share-note.ts). */
export const shareLink = {
  copy: "Copy link",
  copied: "Link copied: it opens this application as it is now.",
  refused: "Your browser did not allow copying. Copy this link yourself:",
  linkLabel: "Link to this application",
} as const;
