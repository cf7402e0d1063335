// The share link reader's chunk boundary, and the only one: it brings the validator, and only a page
// opened from a link with a query needs it.
export const loadShareLinkReader = () => import("./read-share-link");
