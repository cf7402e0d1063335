/**
 * Typed arrays as base64 text, so that a compiled model's weights stay plain JSON (JSON.stringify round-trips
 * them) and compact: a float32 takes 5⅓ characters instead of up to 16 as a decimal. atob/btoa exist in the
 * browser, in Node and in Workers alike. The byte order is the platform's, little-endian on every one of them.
 */

export type FloatArrayJson = { f32: string } | { f64: string };

/** Float32 when every value is exactly a float32 (thresholds and weights from ONNX or XGBoost), else float64. */
export function packFloats(values: Float64Array | Float32Array): FloatArrayJson {
  if (values instanceof Float32Array) return { f32: bytesToBase64(values) };
  const narrow = Float32Array.from(values);
  const exact = narrow.every((v, i) => Object.is(v, values[i]));
  return exact ? { f32: bytesToBase64(narrow) } : { f64: bytesToBase64(values) };
}

export function unpackFloats(json: FloatArrayJson): Float64Array {
  return "f32" in json
    ? Float64Array.from(new Float32Array(base64ToBuffer(json.f32)))
    : new Float64Array(base64ToBuffer(json.f64));
}

export function packInt32(values: Int32Array): string {
  return bytesToBase64(values);
}

export function unpackInt32(text: string): Int32Array {
  return new Int32Array(base64ToBuffer(text));
}

export function packUint8(values: Uint8Array): string {
  return bytesToBase64(values);
}

export function unpackUint8(text: string): Uint8Array {
  return new Uint8Array(base64ToBuffer(text));
}

export function bytesToBase64(view: ArrayBufferView): string {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  // String.fromCharCode takes its arguments on the stack: chunks keep a large array from overflowing it.
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A fresh, aligned buffer (a typed array over it may start at byte 0 whatever its element size). */
export function base64ToBuffer(text: string): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}
