import { useEffect, useRef } from "react";

/** Spec §9: the hero shows 20 floating particles. */
export const PARTICLE_COUNT = 20;

const COLOURS = ["bg-accent-500/35", "bg-accent-2-500/35", "bg-accent-400/40", "bg-accent-2-400/35"];
const frac = (x: number) => x - Math.floor(x);
const round1 = (x: number) => Math.round(x * 10) / 10;

// Positions come from the index (a golden-ratio sequence), never Math.random(): the prerendered
// HTML and the hydrating client must produce the same markup. Only exactly-rounded arithmetic
// (no trigonometry), so every engine computes the same numbers.
const particles = Array.from({ length: PARTICLE_COUNT }, (_, i) => ({
  left: round1(frac(0.15 + i * 0.618034) * 100),
  top: round1(frac(0.35 + i * 0.754878) * 100),
  size: 4 + ((i * 5) % 9),
  durationMs: 7000 + ((i * 3) % 7) * 1000,
  delayMs: -((i * 1700) % 7000),
  driftX: ((i * 7) % 31) - 15,
  driftY: -(12 + ((i * 11) % 28)),
  colour: COLOURS[i % COLOURS.length],
}));

/**
 * Decorative floating dots behind the hero text; they float only when `animated`.
 *
 * The motion uses the Web Animations API rather than CSS keyframes: React listens for
 * `animationiteration` on its root, and with such a listener Chrome restyles elements with infinite
 * CSS animations on the main thread every frame (measured here: several times the idle main-thread
 * time). Element.animate() fires no DOM events, so the compositor runs these alone.
 */
export function HeroParticles({ animated }: { animated: boolean }) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!animated || !container) return;
    const dots = [...container.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    if (typeof dots[0]?.animate !== "function") return;
    const animations = dots.map((dot, i) => {
      const { durationMs, delayMs, driftX, driftY } = particles[i]!;
      return dot.animate(
        [
          { transform: "translate3d(0, 0, 0)" },
          { transform: `translate3d(${driftX}px, ${driftY}px, 0) scale(1.15)` },
          { transform: "translate3d(0, 0, 0)" },
        ],
        { duration: durationMs, delay: delayMs, iterations: Infinity, easing: "ease-in-out" },
      );
    });
    return () => animations.forEach((animation) => animation.cancel());
  }, [animated]);

  return (
    <div ref={containerRef} aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      {particles.map((p, i) => (
        <span
          key={i}
          data-particle=""
          data-animated={animated}
          className={`absolute rounded-full ${p.colour}`}
          style={{ left: `${p.left}%`, top: `${p.top}%`, width: p.size, height: p.size }}
        />
      ))}
    </div>
  );
}
