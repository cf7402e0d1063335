import { z } from "zod";

// The site's CSP allows no 'unsafe-eval'. Without this, zod probes `new Function` on its first parse,
// which the browser reports as a CSP violation even though zod catches the error. Browser code takes
// `z` from here so the setting is always made before the first parse.
z.config({ jitless: true });

export { z };
