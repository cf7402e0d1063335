/**
 * What a V8 CPU profile (`node --cpu-prof`) says of where a server's time went, for scripts/bench/profile/bench-profile.ts: each
 * sample's time counts for the place of the function it caught running, by its source: Node's own modules, a
 * package, or the project's own file (through the bundle's source map, which the build writes beside it).
 */
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

/** The parts of `.cpuprofile` JSON read here. */
export type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
};

const maps = new Map<string, SourceMap | null>();

/** The source map of a bundled file (`<file>.map`), once per file; null when there is none. */
function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    try {
      const file = fileURLToPath(url);
      maps.set(url, new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8"))));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url)!;
}

/**
 * Where a frame's code comes from, as a short label: V8's own entries ("(garbage collector)", "(program)"), a Node
 * module ("node:_http_server"), a package ("hono"), or the project's source file from the repository's root
 * ("server/app.ts", through the bundle's source map; "server bundle" where there is none).
 */
export function placeOf(frame: CpuProfile["nodes"][number]["callFrame"]): string {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return url;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage) return inPackage[1]!;
  const map = url.startsWith("file:") ? sourceMapOf(url) : null;
  const source = map?.findEntry(lineNumber, columnNumber);
  const original = source && "originalSource" in source ? source.originalSource : undefined;
  if (!original) return "server bundle";
  const inOriginalPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(original);
  if (inOriginalPackage) return inOriginalPackage[1]!;
  // The repository's own file, from its top folder on (app/, model/, server/).
  return /(?:^|\/)((?:app|model|server|scripts)\/.+)$/.exec(original)?.[1] ?? original;
}

/**
 * The place each node's time counts for: its own (placeOf), but a builtin's (JSON.stringify, a native of Node's
 * or V8's, which has no source) counts for the code that called it. `withFunction` adds the function's name.
 */
function placesOf(profile: CpuProfile, withFunction: boolean): Map<number, string> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const places = new Map<number, string>();
  for (const node of profile.nodes) {
    let frame = node;
    const builtin = !frame.callFrame.url && !frame.callFrame.functionName.startsWith("(");
    while (!frame.callFrame.url && !frame.callFrame.functionName.startsWith("(") && parent.has(frame.id)) {
      frame = byId.get(parent.get(frame.id)!)!;
    }
    const place = placeOf(frame.callFrame);
    const name = builtin ? `${node.callFrame.functionName || "(anonymous)"} (builtin)` : frame.callFrame.functionName;
    places.set(node.id, withFunction ? `${place} ${name || "(anonymous)"}` : place);
  }
  return places;
}

/**
 * Microseconds of sampled CPU time per request, by place (placeOf; a builtin's time counts for its caller's
 * place), or by place and function, summed over `profiles` and divided by `requests`. Idle time is left out. Each
 * sample counts until the next one (V8's time deltas).
 */
export function timeByPlace(
  profiles: readonly CpuProfile[],
  requests: number,
  { withFunction = false } = {},
): Record<string, number> {
  const total: Record<string, number> = {};
  for (const profile of profiles) {
    const place = placesOf(profile, withFunction);
    profile.samples.forEach((id, index) => {
      const label = place.get(id) ?? "?";
      if (label.startsWith("(idle)")) return;
      const us = profile.timeDeltas[index + 1] ?? 0;
      total[label] = (total[label] ?? 0) + us;
    });
  }
  return Object.fromEntries(Object.entries(total).map(([label, us]) => [label, us / requests]));
}
