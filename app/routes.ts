import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("projects/loan-predict", "routes/loan-predict.tsx"),
  route("cv", "routes/cv.tsx"),
  // Pages from app/content/notes/ and app/content/projects/: the build prerenders those that have content.
  route("notes", "routes/notes.tsx"),
  route("notes/tags/:tag", "routes/notes-tag.tsx"),
  route("notes/:slug", "routes/note.tsx"),
  route("projects/:slug", "routes/case-study.tsx"),
  // Prerendered only when the owner has publications (scripts/publications/publication-pages.ts).
  route("publications", "routes/publications.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
