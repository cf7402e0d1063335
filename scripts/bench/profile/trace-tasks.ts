/**
 * What a Chrome trace says of a page's main thread (scripts/bench/profile/hydration-profile.ts records it): its tasks, and for
 * each where its time went (HTML parsing, style and layout, compiling, evaluating or running each script,
 * garbage collection), so that a long task can be put down to the code that made it.
 */

/** One event of Chrome's trace format (the fields read here). `ts` and `dur` are microseconds. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: { url?: string; frame?: string; startTime?: number; cpuProfile?: CpuProfileChunk; timeDeltas?: number[] };
    beginData?: { url?: string };
  };
};

/** A piece of V8's sampling profile, as the trace carries it in "ProfileChunk" events. */
type CpuProfileChunk = {
  nodes?: { id: number; parent?: number; callFrame: { functionName: string; url?: string } }[];
  samples?: number[];
};

/** Where a stretch of main-thread time went. */
export type Work = "parse HTML" | "style & layout" | "paint" | "compile" | "evaluate" | "run" | "GC" | "other";

const KINDS: [Work, RegExp][] = [
  ["parse HTML", /^(ParseHTML|ParseAuthorStyleSheet)$/],
  [
    "style & layout",
    /^(UpdateLayoutTree|RecalculateStyles|Layout|UpdateLayerTree|HitTest|IntersectionObserverController::computeIntersections)$/,
  ],
  ["paint", /^(Paint|PrePaint|Layerize|PaintImage|CompositeLayers|Decode Image|ImageDecodeTask)$/],
  ["compile", /^(v8\.compile|v8\.compileModule|CompileScript|v8\.produceModuleCache|v8\.produceCache|CacheScript)$/],
  ["evaluate", /^(EvaluateScript|v8\.evaluateModule|v8\.run)$/],
  [
    "run",
    /^(FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|v8\.callFunction|RunMicrotasks|v8\.runMicrotasks|FireIdleCallback)$/,
  ],
  ["GC", /^(MinorGC|MajorGC|V8\.GC_.*|BlinkGC\..*|V8\.GCScavenger|V8\.GCFinalizeMC|GCEvent)$/],
];

function kindOf(name: string): Work | undefined {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0];
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** A main-thread task: its start and length (ms, from the trace's origin), and its time by kind of work and script. */
export type Task = {
  startMs: number;
  durationMs: number;
  /** Exclusive time by kind of work, ms. */
  byWork: Partial<Record<Work, number>>;
  /** Compile, evaluate and run time by the script it was spent in (its label, see scriptLabel), ms. */
  byScript: Record<string, number>;
  /**
   * Sampled time by the code that ran (the CPU profile): a sample counts for the innermost of its frames that
   * belongs to one of the page's own scripts other than the framework chunk (a section's component, say), else for
   * the framework, else for V8's own entries ("(program)", "(garbage collector)"), ms.
   */
  byCode: Record<string, number>;
};

/**
 * The readable name of a built script: "/assets/skills-9ER28jmZ.js" is "skills", an inline script (no URL, or the
 * page's own) "inline"; anything else keeps its path.
 */
export function scriptLabel(url: string | undefined, pageUrl: string): string {
  if (!url || url === pageUrl || url.startsWith(`${pageUrl}#`)) return "inline";
  const path = url.replace(/^[a-z]+:\/\/[^/]+/, "");
  const asset = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(path);
  return asset ? asset[1]! : path;
}

/** The renderer main thread that parsed `pageUrl`: [pid, tid]. */
export function pageMainThread(events: readonly TraceEvent[], pageUrl: string): [number, number] {
  const main = new Set(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const parse = events.find(
    (event) =>
      event.name === "ParseHTML" && event.args?.beginData?.url === pageUrl && main.has(`${event.pid}:${event.tid}`),
  );
  if (!parse)
    throw new Error(`trace-tasks: no renderer main thread parsed ${pageUrl}: was the page loaded while tracing?`);
  return [parse.pid, parse.tid];
}

type Node = { event: TraceEvent; end: number; children: Node[] };

/** Nests one thread's complete events by time: each event under the last open one that contains it. */
function nest(events: TraceEvent[]): Node[] {
  const roots: Node[] = [];
  const open: Node[] = [];
  for (const event of events) {
    const node = { event, end: event.ts + (event.dur ?? 0), children: [] };
    while (open.length && open.at(-1)!.end <= event.ts) open.pop();
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}

/**
 * Every top-level task of the page's main thread, in order, with where its time went. An event's exclusive time
 * (its length less its children's) counts for its own kind of work, and for a script when the event or one of its
 * ancestors names one; time in no known event is "other".
 */
export function mainThreadTasks(events: readonly TraceEvent[], pageUrl: string, originUs: number): Task[] {
  const [pid, tid] = pageMainThread(events, pageUrl);
  const own = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === "X" && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  for (const root of nest(own)) {
    if (!TASK_NAMES.has(root.event.name)) continue;
    const task: Task = {
      startMs: (root.event.ts - originUs) / 1000,
      durationMs: root.event.dur! / 1000,
      byWork: {},
      byScript: {},
      byCode: {},
    };
    const visit = (node: Node, work: Work, script: string | undefined) => {
      const kind = kindOf(node.event.name);
      const url = node.event.args?.data?.url;
      const here = kind ?? work;
      const scriptHere = url !== undefined || kind === "evaluate" ? scriptLabel(url, pageUrl) : script;
      const childTime = node.children.reduce((sum, child) => sum + (child.event.dur ?? 0), 0);
      const exclusiveMs = Math.max(0, (node.event.dur ?? 0) - childTime) / 1000;
      task.byWork[here] = (task.byWork[here] ?? 0) + exclusiveMs;
      if (scriptHere && (here === "compile" || here === "evaluate" || here === "run")) {
        task.byScript[scriptHere] = (task.byScript[scriptHere] ?? 0) + exclusiveMs;
      }
      for (const child of node.children) visit(child, here, scriptHere);
    };
    visit(root, "other", undefined);
    tasks.push(task);
  }
  addSamples(tasks, cpuSamples(events, pid, tid, pageUrl), originUs);
  return tasks;
}

/** One CPU sample: when (µs) and whose code it caught (see Task.byCode). */
type Sample = { ts: number; code: string; intervalUs: number };

const FRAMEWORK = "framework";

/** The CPU profile the trace holds for one thread, as samples labelled by code. */
export function cpuSamples(events: readonly TraceEvent[], pid: number, tid: number, pageUrl: string): Sample[] {
  const profile = events.find((event) => event.name === "Profile" && event.pid === pid && event.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, { parent?: number; label?: string; name: string }>();
  const samples: Sample[] = [];
  let ts = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of events.filter(
    (event) => event.name === "ProfileChunk" && event.id === profile.id && event.pid === pid,
  )) {
    const { cpuProfile, timeDeltas = [] } = chunk.args?.data ?? {};
    for (const node of cpuProfile?.nodes ?? []) {
      const { url, functionName } = node.callFrame;
      nodes.set(node.id, {
        parent: node.parent,
        label: url ? scriptLabel(url, pageUrl) : undefined,
        name: functionName,
      });
    }
    (cpuProfile?.samples ?? []).forEach((id, index) => {
      const delta = timeDeltas[index] ?? 0;
      ts += delta;
      samples.push({ ts, code: codeOf(nodes, id), intervalUs: 0 });
    });
  }
  samples.forEach((sample, index) => (sample.intervalUs = (samples[index + 1]?.ts ?? sample.ts) - sample.ts));
  return samples;
}

function codeOf(nodes: Map<number, { parent?: number; label?: string; name: string }>, leaf: number): string {
  let framework = false;
  for (let id: number | undefined = leaf; id !== undefined; id = nodes.get(id)?.parent) {
    const label = nodes.get(id)?.label;
    if (label === FRAMEWORK) framework = true;
    else if (label && label !== "inline") return label;
  }
  return framework ? FRAMEWORK : (nodes.get(leaf)?.name ?? "?");
}

function addSamples(tasks: Task[], samples: Sample[], originUs: number) {
  let index = 0;
  for (const sample of samples) {
    const ms = (sample.ts - originUs) / 1000;
    while (index < tasks.length && tasks[index]!.startMs + tasks[index]!.durationMs < ms) index += 1;
    const task = tasks[index];
    if (!task || task.startMs > ms) continue;
    task.byCode[sample.code] = (task.byCode[sample.code] ?? 0) + sample.intervalUs / 1000;
  }
}

/** Lighthouse's long task: over 50 ms. */
export const LONG_TASK_MS = 50;

/** Total Blocking Time as Lighthouse counts it: each task's time past 50 ms, for the tasks from `fromMs` on. */
export function totalBlockingTime(tasks: readonly Task[], fromMs: number): number {
  return tasks
    .filter((task) => task.startMs >= fromMs)
    .reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_TASK_MS), 0);
}
