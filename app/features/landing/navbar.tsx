// Placeholder: replaced by the real section.
export function Navbar() {
  return null;
}
