import { useCallback, useState } from "react";

import type { Project } from "#app/content/projects";
import { cn, initials } from "#app/lib/utils";

const FALLBACK_GRADIENTS: Record<string, string> = {
  "AI Platform": "from-blue-600 to-violet-600",
  "Financial AI": "from-emerald-600 to-cyan-700",
  Healthcare: "from-rose-500 to-violet-600",
  Education: "from-amber-500 to-orange-600",
  "Data Science": "from-sky-600 to-indigo-600",
  NLP: "from-fuchsia-600 to-purple-700",
};
const DEFAULT_GRADIENT = "from-blue-600 to-violet-600";

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
    <div data-image={failed ? "failed" : "pending"} className="relative aspect-video overflow-hidden bg-slate-100">
      <div
        aria-hidden="true"
        data-slot="project-image-fallback"
        className={cn(
          "absolute inset-0 flex items-center justify-center bg-gradient-to-br",
          FALLBACK_GRADIENTS[project.category] ?? DEFAULT_GRADIENT,
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
