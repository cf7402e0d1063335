import { buttonVariants } from "#app/components/ui/button";
import { cvWords } from "#app/words/site/cv";

export const PRINT_BUTTON_ID = "cv-print";

/**
 * Wires the button up where it stands: the page ships no other script (it is never hydrated), and the
 * server's CSP allows this one by its hash, which the build computes from the page.
 */
export const PRINT_SCRIPT = `document.getElementById(${JSON.stringify(PRINT_BUTTON_ID)}).addEventListener("click",()=>print())`;

/**
 * "Download PDF": opens the browser's print dialog, whose "Save as PDF" gives the A4 document the
 * print styles lay out (styles/cv.css). Without scripts it could do nothing, so cv.css hides it then.
 */
export function CvPrintButton() {
  return (
    <>
      <button
        type="button"
        id={PRINT_BUTTON_ID}
        data-slot="print"
        className={buttonVariants({ variant: "default", size: "sm" })}
      >
        {cvWords.print}
      </button>
      <script dangerouslySetInnerHTML={{ __html: PRINT_SCRIPT }} />
    </>
  );
}
