const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/**
 * Text as React's server renderer writes it into HTML, so a test can look for any words the owner
 * wrote in app/content/ (an "&" or an apostrophe included) in a prerendered page.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
