// The types of node-version.mjs, which stays plain JavaScript so that old Node versions can run it.
export function satisfiesEngines(version: string, range: string): boolean;
