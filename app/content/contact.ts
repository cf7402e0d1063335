import type { ToastOptions } from "~/lib/toast";

/** The contact section's words, kept together so the owner edits them in one place. */
export const contactContent = {
  eyebrow: "Contact",
  heading: "Get In Touch",
  intro:
    "Have a project in mind, a role to discuss or a model that needs shipping? Send a message and let's talk about how I can help.",
  responseTime: "Typical response within 24 hours",
  elsewhere: "Find me online",
  elsewhereNote: "GitHub for code, LinkedIn for career news.",
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
} as const;

/** The toasts the form shows; texts are fixed by the product spec. */
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
} as const satisfies Record<"missing" | "invalid-email" | "sent" | "failed", ToastOptions>;
