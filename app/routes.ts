import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("projects/loan-predict", "routes/loan-predict.tsx"),
  route("cv", "routes/cv.tsx"),
  // Prerendered only when the owner has publications (scripts/publications/publication-pages.ts).
  route("publications", "routes/publications.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
