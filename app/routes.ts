import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("projects/loan-predict", "routes/loan-predict.tsx"),
  route("cv", "routes/cv.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
