import { HEALTH_PATH } from "./compute-local";

/** True when GET /api/health answers { status: "ok" }. */
export async function checkApiHealth(): Promise<boolean> {
  try {
    const response = await fetch(HEALTH_PATH, { headers: { Accept: "application/json" } });
    if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) return false;
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && (body as { status?: unknown }).status === "ok";
  } catch {
    return false;
  }
}

