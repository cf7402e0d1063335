// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { startBehaviours } from "#app/lib/behaviours/behaviour";
import { webProfiles } from "#app/lib/socials";
import { cvLinkLabel } from "#app/words/site/cv";
import { profile } from "#tests/fixtures/content/profile";
import { cvPage, modules } from "#tests/fixtures/content/site";

import { Hero } from "./hero";
import {
  particles as floatParticles,
  TAGLINE_SHOW_MS,
  TAGLINE_SWITCH_MS,
  tagline as cycleTaglines,
  TYPING_INTERVAL_MS,
  typewriter,
} from "./hero-motion";
import { PARTICLE_COUNT } from "./particles";

/** The hero as the page's script finds it: prerendered markup, then its behaviours started. */
function renderHero() {
  const { container } = render(<Hero />);
  stops.push(startBehaviours({ typewriter, tagline: cycleTaglines, particles: floatParticles }, container));
}
const stops: (() => void)[] = [];

/** Stubs matchMedia; the returned function changes the preference and notifies listeners. */
function stubReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return matches && query.includes("prefers-reduced-motion: reduce");
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

// jsdom has no Web Animations API; the particles call Element.animate() when motion is allowed.
function stubElementAnimate() {
  const animate = vi.fn((_keyframes: Keyframe[], _options: KeyframeAnimationOptions) => ({ cancel: vi.fn() }));
  Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true, writable: true });
  return animate;
}

const typed = () => document.querySelector('[data-slot="typed"]')!;
// Every character is always laid out (no layout shift); typing only flips which ones are shown.
const shownText = () =>
  [...typed().querySelectorAll('[data-shown="true"]')].map((character) => character.textContent).join("");
const tagline = () => document.querySelector('[data-slot="tagline"]')!;
const particles = () => [...document.querySelectorAll("[data-particle]")];
const advance = (ms: number) => vi.advanceTimersByTime(ms);
const { greeting, taglines } = profile;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  cleanup();
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Hero with motion allowed", () => {
  let setReducedMotion: (reduce: boolean) => void;
  beforeEach(() => {
    setReducedMotion = stubReducedMotion(false);
  });

  it("types the greeting one character every 100ms, while the heading always has the full text", () => {
    renderHero();
    expect(screen.getByRole("heading", { level: 1, name: greeting })).toBeInTheDocument();
    expect(shownText()).toBe("");

    for (let length = 1; length <= greeting.length; length++) {
      advance(99);
      expect(shownText()).toBe(greeting.slice(0, length - 1));
      advance(1);
      expect(shownText()).toBe(greeting.slice(0, length));
      expect(typed().textContent).toBe(greeting);
    }
    advance(1000);
    expect(shownText()).toBe(greeting);
    expect(typed().querySelector(".hero-caret")).toBeNull();
  });

  it("shows the owner's first tagline, then moves on to the next after 3000ms + 1000ms", () => {
    renderHero();
    expect(tagline()).toHaveTextContent(taglines[0]);
    advance(TAGLINE_SHOW_MS);
    advance(TAGLINE_SWITCH_MS);
    // The cycle itself, with fixture taglines, is in tagline.test.tsx.
    expect(tagline()).toHaveTextContent(taglines[1 % taglines.length]!);
  });

  it("renders exactly 20 decorative particles and sets each one floating", () => {
    const animate = stubElementAnimate();
    renderHero();
    expect(PARTICLE_COUNT).toBe(20);
    expect(particles()).toHaveLength(20);
    expect(particles().every((p) => p.getAttribute("data-animated") === "true")).toBe(true);
    expect(particles()[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(animate.mock.contexts).toEqual(particles());
    expect(animate.mock.calls[0]![1]).toMatchObject({ iterations: Infinity });
    // The second particle's drift, worked out by hand from particles.tsx's formulas for i = 1.
    expect(animate.mock.calls[1]![0][1]).toEqual({ transform: "translate3d(-8px, -23px, 0) scale(1.15)" });
    expect(animate.mock.calls[1]![1]).toMatchObject({ duration: 10_000, delay: -1700 });
  });

  it("stops the particles and shows the whole greeting when reduced motion is switched on", () => {
    const animate = stubElementAnimate();
    renderHero();
    expect(animate).toHaveBeenCalledTimes(20);
    setReducedMotion(true);
    expect(animate.mock.results.every((result) => result.value.cancel.mock.calls.length === 1)).toBe(true);
    expect(particles().every((p) => p.getAttribute("data-animated") === "false")).toBe(true);
    expect(shownText()).toBe(greeting);
  });

  it("links to projects, contact, the CV and the owner's profiles", () => {
    render(<Hero />);
    expect(screen.getByRole("link", { name: /View My Work/ })).toHaveAttribute("href", "#projects");
    expect(screen.getByRole("link", { name: /Get In Touch/ })).toHaveAttribute("href", "#contact");
    const cv = screen.queryByRole("link", { name: `View ${cvLinkLabel}` });
    if (modules.cv) expect(cv).toHaveAttribute("href", cvPage.path);
    else expect(cv).toBeNull();
    for (const { network, url } of webProfiles()) {
      expect(screen.getByRole("link", { name: network })).toHaveAttribute("href", url);
    }
    // The mail link only where the owner lists it (and it then has an address: socials.ts refuses one without).
    const email = screen.queryByRole("link", { name: "Email" });
    if (profile.socials.some((link) => link.kind === "email")) {
      expect(email).toHaveAttribute("href", `mailto:${profile.email}`);
    } else {
      expect(email).toBeNull();
    }
    expect(screen.getByText(profile.summary)).toBeInTheDocument();
  });
});

describe("Hero under reduced motion", () => {
  beforeEach(() => stubReducedMotion(true));

  it("shows the full greeting and the first tagline at once, and nothing moves", () => {
    const animate = stubElementAnimate();
    renderHero();
    expect(shownText()).toBe(greeting);
    expect(tagline()).toHaveTextContent(taglines[0]);

    advance(10_000);
    expect(shownText()).toBe(greeting);
    expect(tagline()).toHaveTextContent(taglines[0]);
    expect(tagline()).toHaveAttribute("data-phase", "show");
    expect(particles()).toHaveLength(20);
    expect(particles().every((p) => p.getAttribute("data-animated") === "false")).toBe(true);
    expect(animate).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Hero prerendered HTML", () => {
  it("holds the whole greeting, every tagline and 20 still particles, identical on every render", () => {
    expect(TYPING_INTERVAL_MS).toBe(100);
    const html = renderToString(<Hero />);
    const container = document.createElement("div");
    container.innerHTML = html;

    expect(container.querySelector("h1")?.textContent).toContain(greeting);
    expect(container.querySelector('[data-slot="typed"]')?.textContent).toBe(greeting);
    expect(container.querySelectorAll('[data-slot="typed"] [data-shown="false"]')).toHaveLength(0);
    for (const line of taglines) expect(container.textContent).toContain(line);
    expect(container.querySelectorAll('[data-particle][data-animated="false"]')).toHaveLength(20);
    expect(renderToString(<Hero />)).toBe(html);
  });
});
