import { cvPage } from "#app/content/site";
import { CvPage } from "#app/features/cv/cv-page";
import { pageMeta } from "#app/lib/page/seo";
import cvCss from "#app/styles/cv.css?inline";
import { cvMeta } from "#app/words/site/cv";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.

/** A document to read and print needs no React in the browser: root.tsx leaves out the scripts. */
export const handle = { hydrate: false };

export function meta() {
  return pageMeta({ ...cvMeta, path: cvPage.path });
}

export default function Cv() {
  return (
    <>
      {/* React hoists it into <head>; only this page needs the print layout. */}
      <style href="cv" precedence="default">
        {cvCss}
      </style>
      <CvPage />
    </>
  );
}
