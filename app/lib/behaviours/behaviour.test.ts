// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { type Behaviour, startBehaviours } from "./behaviour";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** A behaviour that notes the elements it runs on and those it was taken off. */
function noting() {
  const started: Element[] = [];
  const stopped: Element[] = [];
  const behaviour: Behaviour = (element) => {
    started.push(element);
    return () => stopped.push(element);
  };
  return { behaviour, started, stopped };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("startBehaviours", () => {
  it("starts each named behaviour on the page's elements, once each", () => {
    document.body.innerHTML = '<p data-behaviour="a" id="one"></p><div><span data-behaviour="a" id="two"></span></div>';
    const { behaviour, started } = noting();
    const stop = startBehaviours({ a: behaviour });
    expect(started.map((element) => element.id)).toEqual(["one", "two"]);
    stop();
  });

  it("starts it on an element added later, and stops it on one taken out, as React changes the page", async () => {
    const { behaviour, started, stopped } = noting();
    const stop = startBehaviours({ a: behaviour });
    document.body.innerHTML = '<div id="box"><p data-behaviour="a" id="late"></p></div>';
    await flush();
    expect(started.map((element) => element.id)).toEqual(["late"]);

    document.getElementById("box")!.remove();
    await flush();
    expect(stopped.map((element) => element.id)).toEqual(["late"]);
    stop();
  });

  it("keeps a behaviour running on an element React only moves", async () => {
    document.body.innerHTML = '<div id="a"><p data-behaviour="a" id="moved"></p></div><div id="b"></div>';
    const { behaviour, started, stopped } = noting();
    const stop = startBehaviours({ a: behaviour });
    document.getElementById("b")!.append(document.getElementById("moved")!);
    await flush();
    expect(started).toHaveLength(1);
    expect(stopped).toEqual([]);
    stop();
    expect(stopped.map((element) => element.id)).toEqual(["moved"]);
  });

  it("reports a name it does not know, naming it, and leaves the element alone", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML = '<p data-behaviour="missing"></p>';
    startBehaviours({})();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('No behaviour called "missing"'));
  });
});
