/**
 * The hero's motion, as behaviours (lib/behaviours/behaviour.ts) over the HTML its components prerender: the greeting
 * typed out, the taglines taking turns, the particles floating. None of it runs under reduced motion, and switching
 * reduced motion on stops it, leaving the whole greeting and the first tagline.
 */
import type { Behaviour } from "#app/lib/behaviours/behaviour";
import { onReducedMotionChange, prefersReducedMotion } from "#app/lib/behaviours/reduced-motion";

/** The greeting gains one character every 100ms. */
export const TYPING_INTERVAL_MS = 100;
/** Each tagline shows for 3000ms, then a 1000ms phase fades it out and brings the next. */
export const TAGLINE_SHOW_MS = 3000;
export const TAGLINE_SWITCH_MS = 1000;

/**
 * Types the greeting (an element whose characters are each a `[data-shown]` span, all shown in the prerender):
 * hides them all, then shows one more every 100ms, the caret on the last shown. Characters are laid out from the
 * first paint and only their visibility changes, so nothing moves.
 */
export const typewriter: Behaviour = (element) => {
  const characters = [...element.querySelectorAll<HTMLElement>("[data-shown]")];
  let timer: ReturnType<typeof setInterval> | undefined;
  const show = (count: number) =>
    characters.forEach((character, index) => {
      character.dataset.shown = String(index < count);
      character.classList.toggle("hero-caret", count < characters.length && index === count - 1);
    });
  const finish = () => {
    clearInterval(timer);
    timer = undefined;
    show(characters.length);
  };
  if (!prefersReducedMotion() && characters.length > 0) {
    // The prerendered copy is kept back while typing is to come (landing.css); typing shows it.
    element.dataset.motion = "on";
    let count = 0;
    show(count);
    timer = setInterval(() => {
      count += 1;
      if (count >= characters.length) finish();
      else show(count);
    }, TYPING_INTERVAL_MS);
  }
  const stopWatching = onReducedMotionChange((reduced) => reduced && finish());
  return () => {
    clearInterval(timer);
    stopWatching();
  };
};

/**
 * Cycles the taglines (`data-taglines`, a JSON array, on the element; the one shown is its `[data-slot=tagline]`
 * child): 3000ms shown, 1000ms on its way out (`data-phase`), then the next, as a new element faded in by CSS. An
 * element that is replaced does not count as a layout shift, whereas one whose text changes width would move.
 */
export const tagline: Behaviour = (element) => {
  const taglines = JSON.parse(element.dataset.taglines ?? "[]") as string[];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let step = 0;
  const shown = () => element.querySelector<HTMLElement>('[data-slot="tagline"]');
  const showStep = (next: number) => {
    const current = shown();
    if (!current) return;
    step = next;
    const line = current.cloneNode(false) as HTMLElement;
    line.textContent = taglines[step % taglines.length] ?? "";
    line.dataset.phase = "show";
    line.classList.toggle("hero-tagline-in", step > 0);
    current.replaceWith(line);
  };
  const run = () => {
    timer = setTimeout(() => {
      const current = shown();
      if (current) current.dataset.phase = "switch";
      timer = setTimeout(() => {
        showStep(step + 1);
        run();
      }, TAGLINE_SWITCH_MS);
    }, TAGLINE_SHOW_MS);
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const moving = taglines.length > 1;
  if (moving && !prefersReducedMotion()) run();
  const stopWatching = onReducedMotionChange((reduced) => {
    stop();
    if (!moving) return;
    if (step !== 0 || shown()?.dataset.phase !== "show") showStep(0);
    if (!reduced) run();
  });
  return () => {
    stop();
    stopWatching();
  };
};

/**
 * Floats the particles (the element's `[data-particle]` children), each as its `data-drift` says: "x y duration
 * delay" (px, px, ms, ms; particles.tsx). With the Web Animations API rather than CSS keyframes: Element.animate()
 * fires no DOM events, so a page React listens to is not restyled on the main thread every frame, and the
 * compositor runs them alone.
 */
export const particles: Behaviour = (element) => {
  const dots = [...element.querySelectorAll<HTMLElement>("[data-particle]")];
  let animations: Animation[] = [];
  const start = () => {
    if (animations.length > 0 || typeof dots[0]?.animate !== "function") return;
    animations = dots.map((dot) => {
      const [driftX = 0, driftY = 0, durationMs = 0, delayMs = 0] = (dot.dataset.drift ?? "").split(" ").map(Number);
      dot.dataset.animated = "true";
      return dot.animate(
        [
          { transform: "translate3d(0, 0, 0)" },
          { transform: `translate3d(${driftX}px, ${driftY}px, 0) scale(1.15)` },
          { transform: "translate3d(0, 0, 0)" },
        ],
        { duration: durationMs, delay: delayMs, iterations: Infinity, easing: "ease-in-out" },
      );
    });
  };
  const stop = () => {
    animations.forEach((animation) => animation.cancel());
    animations = [];
    dots.forEach((dot) => (dot.dataset.animated = "false"));
  };
  if (!prefersReducedMotion()) start();
  const stopWatching = onReducedMotionChange((reduced) => (reduced ? stop() : start()));
  return () => {
    stop();
    stopWatching();
  };
};
