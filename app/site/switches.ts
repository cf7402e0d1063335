/**
 * The owner's switches (site.ts's `modules`) as constants: the build gives this module as literals
 * (content-pipeline/content-dir.ts), so that the bundler leaves out code behind a module that is off, and the build's last
 * step drops the chunks nothing names any more (scripts/build/orphan-chunks.ts). Code that imports a module's code only
 * when it is on tests these; everything else asks modules.ts.
 */
import { modules } from "#app/content/site";

export const loanDemoOn: boolean = modules.loanDemo;
export const notesOn: boolean = modules.notes;
export const publicationsOn: boolean = modules.publications;
export const cvOn: boolean = modules.cv;
export const modelsOn: boolean = modules.models;
