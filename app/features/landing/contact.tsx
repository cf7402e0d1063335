// Placeholder: replaced by the real section.
export function Contact() {
  return null;
}
