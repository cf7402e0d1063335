// Placeholder: replaced by the real section.
export function BackToTop() {
  return null;
}
