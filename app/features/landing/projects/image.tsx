import { useCallback, useState } from "react";

import { cn, initials } from "#app/lib/utils";
import type { Project } from "#app/site/content-types";

// The theme's colours (app/content/theme.css), so a new palette recolours these too.
const FALLBACK_GRADIENTS = [
  "from-accent-600 to-accent-2-600",
  "from-accent-2-600 to-accent-800",
  "from-accent-800 to-accent-600",
  "from-accent-2-800 to-accent-2-600",
];

/** The same gradient for the same category, on the server and in the browser alike. */
function fallbackGradient(category: string): string {
  let sum = 0;
  for (const character of category) sum += character.codePointAt(0)!;
  return FALLBACK_GRADIENTS[sum % FALLBACK_GRADIENTS.length]!;
}

/**
 * The card's photo, decorative (the title sits right below it, so alt=""). A gradient panel with the
 * project's initials always sits underneath: it is the placeholder while the photo loads and what
 * remains if it fails, so a broken image never shows and the box never changes size.
 */
export function ProjectImage({ project }: { project: Pick<Project, "title" | "image" | "category"> }) {
  const [failed, setFailed] = useState(false);

  // The error can fire before hydration attaches onError; a broken image is complete with no width.
  const detectEarlyFailure = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <div data-image={failed ? "failed" : "pending"} className="relative aspect-video overflow-hidden bg-neutral-100">
      <div
        aria-hidden="true"
        data-slot="project-image-fallback"
        className={cn(
          "absolute inset-0 flex items-center justify-center bg-gradient-to-br",
          fallbackGradient(project.category),
        )}
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(255_255_255/0.25),transparent_55%)]" />
        <span className="relative text-5xl font-bold tracking-tight text-white drop-shadow-sm">
          {initials(project.title)}
        </span>
      </div>
      {!failed && (
        <img
          ref={detectEarlyFailure}
          src={project.image}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      )}
    </div>
  );
}
