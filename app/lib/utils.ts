import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (about 8 KiB gzip on every page):
 * components take additive classes and avoid passing conflicting utilities.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

/** Up to two capital letters from the first words, e.g. "Loan Approval Prediction" → "LA". */
export function initials(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}
