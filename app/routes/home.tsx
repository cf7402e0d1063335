import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Portfolio" }];
}

export default function Home() {
  return <main id="hero">Home</main>;
}
