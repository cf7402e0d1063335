import { mulberry32 } from "../../mulberry32";
import type { KitField } from "../data/fields";
import type { KitRow, KitValue } from "../types";

/** Each background row averages at least this many test rows, so none of them is, or reveals, one row of test.csv. */
export const MIN_CLUSTER_ROWS = 10;
/** At most this many centroids: enough to keep the data's shape, few enough to explain in a few milliseconds. */
export const MAX_CENTROIDS = 20;
/** The centroids are repeated in proportion to their clusters' sizes, to about this many rows in all. */
export const BACKGROUND_ROWS = 50;
export const BACKGROUND_SEED = 33;
const ITERATIONS = 50;

export type Background = { rows: KitRow[]; centroids: number; note: string };

type Scaled = { numeric: number[][]; categories: string[][] };

/** Each row as standardised numbers (a missing one at the mean, 0) and its categories, for the distances. */
function scaled(rows: readonly KitRow[], fields: readonly KitField[]): Scaled {
  const numbers = fields.flatMap((field, j) => (field.kind === "number" ? [{ field, j }] : []));
  const categories = fields.flatMap((field, j) => (field.kind === "category" ? [j] : []));
  return {
    numeric: rows.map((row) =>
      numbers.map(({ field, j }) => {
        const value = row[j] as number;
        if (field.kind !== "number" || Number.isNaN(value)) return 0;
        return field.sd > 0 ? (value - field.mean) / field.sd : 0;
      }),
    ),
    categories: rows.map((row) => categories.map((j) => String(row[j]))),
  };
}

type Centre = { numeric: number[]; categories: string[] };

/** Squared distance: standardised numbers, and 1 for each category that differs (k-prototypes, Huang 1998). */
function distance(data: Scaled, i: number, centre: Centre): number {
  let sum = 0;
  const x = data.numeric[i]!;
  for (let k = 0; k < x.length; k++) sum += (x[k]! - centre.numeric[k]!) ** 2;
  const c = data.categories[i]!;
  for (let k = 0; k < c.length; k++) if (c[k] !== centre.categories[k]) sum += 1;
  return sum;
}

function mode(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}

function centreOf(data: Scaled, members: readonly number[]): Centre {
  const p = data.numeric[0]!.length;
  const numeric = Array.from(
    { length: p },
    (_, k) => members.reduce((s, i) => s + data.numeric[i]![k]!, 0) / members.length,
  );
  const q = data.categories[0]!.length;
  const categories = Array.from({ length: q }, (_, k) => mode(members.map((i) => data.categories[i]![k]!)));
  return { numeric, categories };
}

function nearest(data: Scaled, i: number, centres: readonly Centre[]): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  centres.forEach((centre, c) => {
    const d = distance(data, i, centre);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  });
  return best;
}

/** k-means++ seeding (Arthur and Vassilvitskii 2007), from a seeded generator: the same centres every build. */
function seedCentres(data: Scaled, k: number, random: () => number): Centre[] {
  const n = data.numeric.length;
  const centres = [centreOf(data, [Math.floor(random() * n)])];
  while (centres.length < k) {
    const d2 = Array.from({ length: n }, (_, i) => Math.min(...centres.map((centre) => distance(data, i, centre))));
    const total = d2.reduce((s, d) => s + d, 0);
    if (total === 0) break;
    let u = random() * total;
    let pick = 0;
    while (pick < n - 1 && u >= d2[pick]!) u -= d2[pick++]!;
    centres.push(centreOf(data, [pick]));
  }
  return centres;
}

function clusters(data: Scaled, centres: readonly Centre[]): number[][] {
  const members: number[][] = centres.map(() => []);
  for (let i = 0; i < data.numeric.length; i++) members[nearest(data, i, centres)]!.push(i);
  return members;
}

/** Lloyd's iterations, then the smallest cluster merged away until each holds at least MIN_CLUSTER_ROWS rows. */
function cluster(data: Scaled, k: number): number[][] {
  let centres = seedCentres(data, k, mulberry32(BACKGROUND_SEED));
  let members = clusters(data, centres);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    members = members.filter((rows) => rows.length > 0);
    centres = members.map((rows) => centreOf(data, rows));
    const next = clusters(data, centres);
    const same = next.every(
      (rows, c) => rows.length === members[c]!.length && rows.every((i, r) => members[c]![r] === i),
    );
    members = next;
    if (same) break;
  }
  members = members.filter((rows) => rows.length > 0);
  for (;;) {
    const smallest = members.reduce((s, rows, c) => (rows.length < members[s]!.length ? c : s), 0);
    if (members[smallest]!.length >= MIN_CLUSTER_ROWS || members.length === 1) return members;
    const kept = members.filter((_, c) => c !== smallest);
    centres = kept.map((rows) => centreOf(data, rows));
    for (const i of members[smallest]!) kept[nearest(data, i, centres)]!.push(i);
    members = kept;
  }
}

/** A cluster's centroid in the fields' own units: a number's mean (rounded for a whole-number field), a category's mode. */
function centroid(rows: readonly KitRow[], members: readonly number[], fields: readonly KitField[]): KitRow {
  return fields.map((field, j): KitValue => {
    if (field.kind === "category") return mode(members.map((i) => String(rows[i]![j])));
    const present = members.map((i) => rows[i]![j] as number).filter((value) => !Number.isNaN(value));
    // A cluster with no value of a field takes the field's own mean: the background stays plain JSON (no NaN).
    const mean = present.length === 0 ? field.mean : present.reduce((s, v) => s + v, 0) / present.length;
    return field.integer ? Math.round(mean) : mean;
  });
}

/**
 * The rows an explanation averages the other fields over, made from test.csv without publishing any of its rows:
 * the centroids of at most MAX_CENTROIDS clusters of the test rows (k-means on the standardised numbers, with
 * each differing category counting as one standard deviation), every cluster holding at least MIN_CLUSTER_ROWS
 * rows, each centroid repeated in proportion to its cluster's size. As shap's own `kmeans` summary of a
 * background does, this keeps the data's joint shape at a fraction of the cost. For a model additive in its
 * fields only each field's average over the background matters, and the copies keep it near the test rows'
 * (exactly, but for the rounding of the copies and of whole-number fields).
 */
export function summaryBackground(rows: readonly KitRow[], fields: readonly KitField[]): Background {
  const n = rows.length;
  const k = Math.max(1, Math.min(MAX_CENTROIDS, Math.floor(n / MIN_CLUSTER_ROWS)));
  const members = cluster(scaled(rows, fields), k);
  const background: KitRow[] = [];
  for (const group of members) {
    const row = centroid(rows, group, fields);
    const copies = Math.max(1, Math.round((BACKGROUND_ROWS * group.length) / n));
    for (let c = 0; c < copies; c++) background.push(row);
  }
  return {
    rows: background,
    centroids: members.length,
    note:
      `${members.length} centroids of the test rows (k-means, seeded), each the mean of at least ${MIN_CLUSTER_ROWS} ` +
      `rows (the most common value for a category), repeated in proportion to their clusters' sizes: ${background.length} rows, none of them a test row.`,
  };
}
