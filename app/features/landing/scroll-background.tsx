// Placeholder: replaced by the real section.
export function ScrollBackground() {
  return null;
}
