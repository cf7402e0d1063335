// Placeholder: replaced by the real section.
export function About() {
  return null;
}
