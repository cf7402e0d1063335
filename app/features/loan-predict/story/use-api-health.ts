import { useEffect, useState } from "react";

import { checkApiHealth } from "./api-health";

export type ApiHealth = "checking" | "live" | "offline";

/** Asks GET /api/health once after hydration; "checking" until it answers (and in the prerendered HTML). */
export function useApiHealth(): ApiHealth {
  const [health, setHealth] = useState<ApiHealth>("checking");
  useEffect(() => {
    let current = true;
    void checkApiHealth().then((live) => {
      if (current) setHealth(live ? "live" : "offline");
    });
    return () => {
      current = false;
    };
  }, []);
  return health;
}
