import { createHash } from "node:crypto";

/** The SHA-256 of the bytes, hex: the card's content hashes, and a model's version. */
export function sha256(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}
