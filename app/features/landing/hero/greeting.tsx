import { profile } from "#app/content/profile";

const { greeting, name } = profile;
const characters = [...greeting];
// The owner's name is drawn in the accent gradient; the rest of the greeting in plain ink.
const nameStart = Math.max(greeting.indexOf(name), 0);
const nameEnd = greeting.includes(name) ? nameStart + [...name].length : 0;

/**
 * The page's one <h1>. Its accessible text is always the full greeting (sr-only). The visible copy is
 * laid out in full from the first paint, one span per character, all shown; the typewriter behaviour
 * (hero-motion.ts) types it out by revealing characters (visibility, never layout): nothing moves, so the
 * animation costs no layout shift.
 */
export function HeroGreeting() {
  const renderRange = (start: number, end: number) =>
    characters.slice(start, end).map((character, offset) => (
      <span key={start + offset} data-shown="true" className="data-[shown=false]:invisible">
        {character}
      </span>
    ));

  return (
    <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-neutral-900 sm:text-6xl lg:text-7xl">
      <span className="sr-only">{greeting}</span>
      <span aria-hidden="true" data-slot="typed" data-motion="off" data-behaviour="typewriter" className="hero-typed">
        {renderRange(0, nameStart)}
        <span className="box-decoration-clone bg-gradient-to-r from-accent-700 to-accent-2-700 bg-clip-text text-transparent">
          {renderRange(nameStart, nameEnd)}
        </span>
        {renderRange(nameEnd, characters.length)}
      </span>
    </h1>
  );
}
