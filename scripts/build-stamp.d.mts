// The types of build-stamp.mjs, which stays plain JavaScript so that `npm start` runs it without dev dependencies.
export const SOURCES: readonly string[];
export function sourceHashes(root: string): Record<string, string>;
export function writeBuildStamp(root: string, buildDir: string): void;
export function changedSources(root: string, buildDir: string): string[] | undefined;
