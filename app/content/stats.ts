import type { Stat } from "#app/site/content-types";

export const stats = [
  { label: "AI/ML Projects Delivered", value: "15+" },
  { label: "Years of Experience", value: "3+" },
  { label: "Clients and Stakeholders", value: "10+" },
  { label: "Tools and Technologies", value: "30+" },
] as const satisfies readonly Stat[];
