import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (about 8 KiB gzip on every page):
 * components take additive classes and avoid passing conflicting utilities.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
