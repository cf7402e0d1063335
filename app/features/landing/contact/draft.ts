import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, type ContactValues } from "./validation";

/**
 * The unsent message, kept in sessionStorage so a reload (or a crash of the tab) loses nothing, and
 * gone with the tab. Only the four fields are kept, never the honeypot. Storage can be missing or
 * refuse (private modes, a full quota, blocked cookies): the form then works without a draft.
 */
export const DRAFT_KEY = "contact-draft";

function storage(): Storage | null {
  try {
    // The getter itself throws where storage is blocked.
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or null when there is none (or it is unreadable). Values are cut to the fields' limits. */
export function loadDraft(): ContactValues | null {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? "null");
    if (typeof saved !== "object" || saved === null) return null;
    const record = saved as Record<string, unknown>;
    const draft = Object.fromEntries(
      CONTACT_FIELDS.map((field) => {
        const value = record[field];
        return [field, typeof value === "string" ? value.slice(0, CONTACT_MAX_LENGTH[field]) : ""];
      }),
    ) as ContactValues;
    return isEmpty(draft) ? null : draft;
  } catch {
    return null;
  }
}

/** Saves what the visitor has typed so far; an empty form leaves no draft behind. */
export function saveDraft(values: ContactValues): void {
  if (isEmpty(values)) {
    clearDraft();
    return;
  }
  const draft = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field]]));
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or refusing storage: the draft is a convenience, the form goes on without it.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}

/** What the fields hold now: typed before hydration, it is in the DOM but not yet in React's state. */
function typedValues(form: HTMLFormElement | null): ContactValues {
  const entries = CONTACT_FIELDS.map((field) => {
    const control = form?.elements.namedItem(field);
    const typed = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : "";
    return [field, typed];
  });
  return Object.fromEntries(entries) as ContactValues;
}

/**
 * What the form should hold once hydrated (the prerendered form is empty): field by field, what was
 * typed before hydration, else the saved draft; null when that is nothing. `typed`: whether anything was.
 */
export function valuesAtHydration(form: HTMLFormElement | null): { values: ContactValues | null; typed: boolean } {
  const typed = typedValues(form);
  const draft = loadDraft();
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, typed[field] || draft?.[field] || ""]),
  ) as ContactValues;
  return { values: isEmpty(values) ? null : values, typed: !isEmpty(typed) };
}

function isEmpty(values: ContactValues): boolean {
  return CONTACT_FIELDS.every((field) => values[field] === "");
}
