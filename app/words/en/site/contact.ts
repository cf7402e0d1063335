import { formatNumber } from "#app/lib/format";
import type { ToastOptions } from "#app/lib/toast";
import type { SocialKind } from "#app/site/content-types";

/** The contact section's words, kept together so the owner edits them in one place. */
export const contactContent = {
  eyebrow: "Contact",
  heading: "Get In Touch",
  intro:
    "Have a project in mind, a role to discuss or a model that needs shipping? Send a message and let's talk about how I can help.",
  responseTime: "Typical response within 24 hours",
  /** The headings of the details beside the form. */
  details: { email: "Email", location: "Location", responseTime: "Response time" },
  elsewhere: "Find me online",
  /**
   * What each network is for, said with its name. The line under `elsewhere` names only the networks
   * profile.ts lists, in its order and joined for the site's language: "GitHub for code and LinkedIn for
   * career news." A network left out here is linked but not described.
   */
  networkUses: {
    github: "GitHub for code",
    linkedin: "LinkedIn for career news",
    huggingface: "Hugging Face for models and datasets",
    scholar: "Google Scholar for papers",
    x: "X for short updates",
  } satisfies Partial<Record<Exclude<SocialKind, "email">, string>>,
  formTitle: "Send a Message",
  formNote: "All fields are required.",
  submit: "Send Message",
  sending: "Sending...",
  fields: {
    name: { label: "Name", placeholder: "Your name" },
    email: { label: "Email", placeholder: "you@example.com" },
    subject: { label: "Subject", placeholder: "What is it about?" },
    message: { label: "Message", placeholder: "Tell me about your project or question..." },
  },
  /** The message's counter: its unit (read by screen readers), and what they hear near the limit. */
  messageLimit: {
    unit: "characters",
    under: (left: number) => `Under ${formatNumber(left)} characters left.`,
    reached: "Character limit reached.",
  },
  /** Shown under the form until its script runs (or for good, with scripts off): it cannot send before. */
  notReady: "Sending needs JavaScript, which has not run on this page yet.",
  /** After `notReady`, before the address, when profile.ts has an email. */
  writeInstead: "You can also email me:",
  /** The link the failure toast offers, to the same message in the visitor's own mail app. */
  emailInstead: "Email instead",
  /** The hidden field only bots fill (see app/features/landing/contact/bot-check.ts); a plausible label for them to read. */
  honeypotLabel: "Website",
} as const;

/**
 * The toasts the form shows. "too-long" answers what only a script or an old browser can send: the fields'
 * `maxLength` stops a visitor first.
 */
export const contactToasts = {
  missing: {
    title: "Validation Error",
    description: "Please fill in all required fields.",
    variant: "destructive",
  },
  "invalid-email": {
    title: "Invalid Email",
    description: "Please enter a valid email address.",
  },
  "too-long": {
    title: "Too Long",
    description: "One of the fields is longer than it may be. Please shorten it.",
  },
  sent: {
    title: "Message Sent Successfully!",
    description: "Thank you for reaching out. I'll get back to you soon.",
    variant: "success",
  },
  failed: {
    title: "Error",
    description: "Something went wrong. Please try again.",
    variant: "destructive",
  },
} as const satisfies Record<"missing" | "invalid-email" | "too-long" | "sent" | "failed", ToastOptions>;

/**
 * The toast when this browser has sent as many messages as it may in an hour (SEND_CAP in
 * app/features/landing/contact/send-cap.ts): when it may send again (`time`, the visitor's clock written in
 * site.ts's language), then, if profile.ts has an email (`byEmail`), an "Email instead" link carrying the message.
 */
export const contactCappedToast = {
  title: "Message Limit Reached",
  description: (sent: number, time: string, byEmail: boolean) =>
    byEmail
      ? `This browser has sent ${sent} messages in the last hour. You can send another at ${time}, or write by email now.`
      : `This browser has sent ${sent} messages in the last hour. You can send another at ${time}.`,
  variant: "destructive",
} as const;
