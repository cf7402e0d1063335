/** The hero shows 20 floating particles. */
export const PARTICLE_COUNT = 20;

const COLOURS = ["bg-accent-500/35", "bg-accent-2-500/35", "bg-accent-400/40", "bg-accent-2-400/35"];
const frac = (x: number) => x - Math.floor(x);
const round1 = (x: number) => Math.round(x * 10) / 10;

// Places from the index (a golden-ratio sequence), never Math.random(): every build writes the same HTML. Only
// exactly-rounded arithmetic (no trigonometry), so every engine computes the same numbers.
const particles = Array.from({ length: PARTICLE_COUNT }, (_, i) => ({
  left: round1(frac(0.15 + i * 0.618034) * 100),
  top: round1(frac(0.35 + i * 0.754878) * 100),
  size: 4 + ((i * 5) % 9),
  // How it floats (hero-motion.ts reads it): "x y duration delay", in px, px, ms and ms.
  drift: `${((i * 7) % 31) - 15} ${-(12 + ((i * 11) % 28))} ${7000 + ((i * 3) % 7) * 1000} ${-((i * 1700) % 7000)}`,
  colour: COLOURS[i % COLOURS.length],
}));

/** Decorative dots behind the hero text, still in the prerender; the particles behaviour (hero-motion.ts) floats them. */
export function HeroParticles() {
  return (
    <div
      aria-hidden="true"
      data-behaviour="particles"
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden"
    >
      {particles.map((p, i) => (
        <span
          key={i}
          data-particle=""
          data-animated="false"
          data-drift={p.drift}
          className={`absolute rounded-full ${p.colour}`}
          style={{ left: `${p.left}%`, top: `${p.top}%`, width: p.size, height: p.size }}
        />
      ))}
    </div>
  );
}
