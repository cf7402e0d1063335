// Placeholder: replaced by the real section.
export function Skills() {
  return null;
}
