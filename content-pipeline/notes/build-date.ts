/**
 * The day a build publishes for: a note dated after it is scheduled, and stays out of the build, its feeds and
 * its sitemap until a build on or after its date (docs/deploy.md says how to rebuild daily). Today in UTC, or
 * BUILD_DATE (YYYY-MM-DD), which the tests set to build as on another day.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function buildDate(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const given = env.BUILD_DATE?.trim();
  if (!given) return now.toISOString().slice(0, 10);
  const parsed = new Date(`${given}T00:00:00Z`);
  if (!DAY.test(given) || Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(given)) {
    throw new Error(
      `BUILD_DATE: "${given}" is not a day written YYYY-MM-DD, such as 2025-03-14 (unset it to build as of today)`,
    );
  }
  return given;
}
