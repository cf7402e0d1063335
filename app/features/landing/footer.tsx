// Placeholder: replaced by the real section.
export function Footer() {
  return null;
}
