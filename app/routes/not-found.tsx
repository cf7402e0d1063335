import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { commonWords } from "#app/content/common";

import type { Route } from "./+types/not-found";

export function meta(_: Route.MetaArgs) {
  return [{ title: commonWords.notFound.title }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const location = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-neutral-100">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">{commonWords.notFound.status}</h1>
        <p className="mb-4 text-xl text-neutral-700">{commonWords.notFound.message}</p>
        <Link to="/" className="text-accent-700 underline hover:text-accent-900">
          {commonWords.notFound.home}
        </Link>
      </div>
    </main>
  );
}
