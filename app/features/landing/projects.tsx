// Placeholder: replaced by the real section.
export function Projects() {
  return null;
}
