// Placeholder: replaced by the real section.
export function Hero() {
  return null;
}
