import type { Author } from "#app/site/content-types";

/** A name as comparable parts: no accents, lower case, split at spaces, dots and hyphens ("J.-P. Müller" → j p muller). */
function nameParts(name: string): string[] {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("’", "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

/**
 * Whether an author is the owner, whose name is given as "Given Family" (profile.name). The family name
 * must be the same, and the given names agree as far as both go, written out or as initials: for "Alex
 * Morgan", "Morgan, Alex", "A. Morgan", "Alex J. Morgan" and "Morgan, Àlex" all match; "Morgan, Jamie",
 * "Alexandra Morgan" and a family name alone do not. Case and accents do not count.
 */
export function isOwner(author: Author, ownerName: string): boolean {
  const owner = nameParts(ownerName);
  const family = nameParts(author.family ?? "");
  const given = nameParts(author.given ?? "");
  if (family.length === 0 || given.length === 0 || family.length >= owner.length) return false;
  if (owner.slice(-family.length).join(" ") !== family.join(" ")) return false;
  const ownerGiven = owner.slice(0, -family.length);
  return ownerGiven.every((part, index) => {
    const theirs = given[index];
    return theirs === undefined || theirs === part || (theirs.length === 1 && part.startsWith(theirs));
  });
}
