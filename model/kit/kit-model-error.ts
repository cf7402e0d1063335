/**
 * A model the kit cannot serve, found while compiling it at build time (never at request time). The message is
 * for the model's owner: it names the file, node, operator or tensor at fault and says what to do.
 */
export class KitModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "KitModelError";
  }
}
