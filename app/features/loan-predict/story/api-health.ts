// First: zod 4 decides at construction whether a schema may compile itself with `new Function`, which the page's
// CSP forbids; lib/zod.ts turns that off before #model/api-endpoints builds its schemas.
import "#app/lib/zod";
import { API_ENDPOINTS } from "#model/api-endpoints";

/** True when GET /api/health answers { status: "ok" }. */
export async function checkApiHealth(): Promise<boolean> {
  try {
    const response = await fetch(API_ENDPOINTS.health.path, { headers: { Accept: "application/json" } });
    if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) return false;
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && (body as { status?: unknown }).status === "ok";
  } catch {
    return false;
  }
}
