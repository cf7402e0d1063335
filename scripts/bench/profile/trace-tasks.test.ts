import { describe, expect, it } from "vitest";

import { mainThreadTasks, scriptLabel, totalBlockingTime, type TraceEvent } from "./trace-tasks";

const PAGE = "http://127.0.0.1:4173/";
const MAIN = { pid: 7, tid: 1 };

/** A complete event on the page's main thread: start and length in ms (the trace counts µs). */
function x(name: string, startMs: number, lengthMs: number, url?: string): TraceEvent {
  return { name, ph: "X", ts: startMs * 1000, dur: lengthMs * 1000, ...MAIN, args: url ? { data: { url } } : {} };
}

// A page's main thread, named, and another renderer's (an about:blank before navigating) that must not count.
const threads: TraceEvent[] = [
  { name: "thread_name", ph: "M", ts: 0, ...MAIN, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, pid: 3, tid: 1, args: { name: "CrRendererMain" } },
  { name: "RunTask", ph: "X", ts: 0, dur: 500_000, pid: 3, tid: 1 },
];

const trace: TraceEvent[] = [
  ...threads,
  // Task 1, 0–60 ms: 40 ms of parsing, of which 10 ms run the inline theme script.
  x("RunTask", 0, 60),
  { ...x("ParseHTML", 0, 40), args: { beginData: { url: PAGE } } },
  x("EvaluateScript", 5, 10),
  // Task 2, 100–220 ms: compile the framework (30), evaluate it (50, with 5 of GC inside), then 20 ms unnamed.
  x("RunTask", 100, 120),
  x("v8.compileModule", 100, 30, `${PAGE}assets/framework-B_xOXrAY.js`),
  x("v8.evaluateModule", 130, 50, `${PAGE}assets/framework-B_xOXrAY.js`),
  x("MinorGC", 140, 5),
  x("UpdateLayoutTree", 190, 10),
  // Task 3, 300–330 ms: short, a section's code run.
  x("RunTask", 300, 30),
  x("FunctionCall", 300, 30, `${PAGE}assets/skills-9ER28jmZ.js`),
];

describe("mainThreadTasks", () => {
  const tasks = mainThreadTasks(trace, PAGE, 0);

  it("finds the page's tasks and no other renderer's", () => {
    expect(tasks.map((task) => [task.startMs, task.durationMs])).toEqual([
      [0, 60],
      [100, 120],
      [300, 30],
    ]);
  });

  it("splits a task's time by its events' exclusive time", () => {
    // Hand-counted from the events above.
    expect(tasks[0]!.byWork).toEqual({ other: 20, "parse HTML": 30, evaluate: 10 });
    expect(tasks[1]!.byWork).toEqual({ other: 30, compile: 30, evaluate: 45, GC: 5, "style & layout": 10 });
    expect(tasks[1]!.byScript).toEqual({ framework: 75 });
    expect(tasks[2]!.byScript).toEqual({ skills: 30 });
    expect(tasks[0]!.byScript).toEqual({ inline: 10 });
  });

  it("counts blocking time as Lighthouse does: past 50 ms, from the first paint on", () => {
    expect(totalBlockingTime(tasks, 0)).toBe(10 + 70);
    expect(totalBlockingTime(tasks, 50)).toBe(70);
  });

  it("attributes CPU samples to the innermost of the page's own scripts, else to the framework", () => {
    const profile: TraceEvent[] = [
      { name: "Profile", ph: "P", id: "0x1", ts: 0, ...MAIN, args: { data: { startTime: 100_000 } } },
      {
        name: "ProfileChunk",
        ph: "P",
        id: "0x1",
        ts: 0,
        ...MAIN,
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: { functionName: "(root)" } },
                { id: 2, parent: 1, callFrame: { functionName: "work", url: `${PAGE}assets/framework-B_xOXrAY.js` } },
                { id: 3, parent: 2, callFrame: { functionName: "Skills", url: `${PAGE}assets/skills-9ER28jmZ.js` } },
                {
                  id: 4,
                  parent: 3,
                  callFrame: { functionName: "useState", url: `${PAGE}assets/framework-B_xOXrAY.js` },
                },
              ],
              samples: [2, 4, 4, 2],
            },
            // µs: samples at 110, 120, 130 and 140 ms, all in task 2.
            timeDeltas: [10_000, 10_000, 10_000, 10_000],
          },
        },
      },
    ];
    const [, sampled] = mainThreadTasks([...trace, ...profile], PAGE, 0);
    // Each sample lasts until the next; the last has no next, so counts 0.
    expect(sampled!.byCode).toEqual({ framework: 10, skills: 20 });
  });

  it("fails, saying why, when the page was not loaded while tracing", () => {
    expect(() => mainThreadTasks(threads, PAGE, 0)).toThrow(/no renderer main thread parsed/);
  });
});

describe("scriptLabel", () => {
  it("names a built chunk by its name without the hash, and a script of the page inline", () => {
    expect(scriptLabel(`${PAGE}assets/entry.client-CUzLOXaN.js`, PAGE)).toBe("entry.client");
    expect(scriptLabel(`${PAGE}assets/writing-footer--fk_jXYL.js`, PAGE)).toBe("writing-footer");
    expect(scriptLabel(PAGE, PAGE)).toBe("inline");
    expect(scriptLabel(undefined, PAGE)).toBe("inline");
    expect(scriptLabel("https://cdn.example/x.js", PAGE)).toBe("/x.js");
  });
});
