/** The German words of the contact section (what each is for: ../../en/site/contact.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/contact";

export const contactContent = {
  eyebrow: "Kontakt",
  heading: "Kontakt aufnehmen",
  intro:
    "Sie haben ein Projekt im Kopf, eine Stelle zu besetzen oder ein Modell, das in Produktion gehen soll? Schreiben Sie mir, und wir besprechen, wie ich helfen kann.",
  responseTime: "Antwort in der Regel innerhalb von 24 Stunden",
  details: { email: "E-Mail", location: "Standort", responseTime: "Antwortzeit" },
  elsewhere: "Online finden Sie mich hier",
  networkUses: {
    github: "GitHub für Code",
    linkedin: "LinkedIn für berufliche Neuigkeiten",
    huggingface: "Hugging Face für Modelle und Datensätze",
    scholar: "Google Scholar für Veröffentlichungen",
    x: "X für kurze Updates",
  },
  formTitle: "Nachricht senden",
  formNote: "Alle Felder sind Pflichtfelder.",
  submit: "Nachricht senden",
  sending: "Wird gesendet…",
  fields: {
    name: { label: "Name", placeholder: "Ihr Name" },
    email: { label: "E-Mail", placeholder: "name@beispiel.de" },
    subject: { label: "Betreff", placeholder: "Worum geht es?" },
    message: { label: "Nachricht", placeholder: "Erzählen Sie mir von Ihrem Projekt oder Ihrer Frage…" },
  },
  messageLimit: {
    unit: "Zeichen",
    under: (left: number) => `Weniger als ${formatNumber(left)} Zeichen übrig.`,
    reached: "Zeichenlimit erreicht.",
  },
  notReady: "Zum Senden wird JavaScript benötigt, das auf dieser Seite noch nicht ausgeführt wurde.",
  writeInstead: "Sie können mir auch eine E-Mail schreiben:",
  emailInstead: "Stattdessen per E-Mail",
  honeypotLabel: "Webseite",
} as const satisfies Translated<typeof en.contactContent>;

export const contactToasts = {
  missing: {
    title: "Validierungsfehler",
    description: "Bitte füllen Sie alle Pflichtfelder aus.",
    variant: "destructive",
  },
  "invalid-email": {
    title: "Ungültige E-Mail-Adresse",
    description: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  },
  "too-long": {
    title: "Zu lang",
    description: "Eines der Felder ist länger als erlaubt. Bitte kürzen Sie es.",
  },
  sent: {
    title: "Nachricht erfolgreich gesendet!",
    description: "Vielen Dank für Ihre Nachricht. Ich melde mich bald bei Ihnen.",
    variant: "success",
  },
  failed: {
    title: "Fehler",
    description: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
    variant: "destructive",
  },
} as const satisfies Translated<typeof en.contactToasts>;

export const contactCappedToast = {
  title: "Nachrichtenlimit erreicht",
  description: (sent: number, time: string, byEmail: boolean) =>
    `Dieser Browser hat in der letzten Stunde ${formatNumber(sent)} ${sent === 1 ? "Nachricht" : "Nachrichten"} gesendet. Sie können um ${time} eine weitere senden${byEmail ? " oder jetzt eine E-Mail schreiben." : "."}`,
  variant: "destructive",
} as const satisfies Translated<typeof en.contactCappedToast>;
