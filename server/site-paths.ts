/**
 * Paths that are never pages of their own, on any runtime: the 404 page is only sent with status 404,
 * the SPA fallback is a build artefact, dotfiles (.assetsignore) are for tools, and the .br/.gz copies
 * are sent only as encodings of their file.
 */
export function isHiddenPath(path: string): boolean {
  return /^\/(?:404(?:\/|$)|__spa-fallback\.html$)|\/\.|\.(?:br|gz)$/.test(path);
}
