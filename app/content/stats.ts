/** A headline figure in the About section: `value` is shown as written (e.g. "15+"). */
export type Stat = { label: string; value: string };

export const stats = [
  { label: "AI/ML Projects Delivered", value: "15+" },
  { label: "Years of Experience", value: "3+" },
  { label: "Clients and Stakeholders", value: "10+" },
  { label: "Tools and Technologies", value: "30+" },
] as const satisfies readonly Stat[];
