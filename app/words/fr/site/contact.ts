/** The French words of the contact section (what each is for: ../../en/site/contact.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/contact";

export const contactContent = {
  eyebrow: "Contact",
  heading: "Me contacter",
  intro:
    "Un projet en tête, un poste à évoquer ou un modèle à mettre en production ? Envoyez-moi un message et voyons ensemble comment je peux vous aider.",
  responseTime: "Réponse en général sous 24 heures",
  details: { email: "E-mail", location: "Localisation", responseTime: "Délai de réponse" },
  elsewhere: "Me retrouver en ligne",
  networkUses: {
    github: "GitHub pour le code",
    linkedin: "LinkedIn pour l’actualité professionnelle",
    huggingface: "Hugging Face pour les modèles et les jeux de données",
    scholar: "Google Scholar pour les publications",
    x: "X pour les nouvelles en bref",
  },
  formTitle: "Envoyer un message",
  formNote: "Tous les champs sont obligatoires.",
  submit: "Envoyer le message",
  sending: "Envoi en cours…",
  fields: {
    name: { label: "Nom", placeholder: "Votre nom" },
    email: { label: "E-mail", placeholder: "nom@exemple.fr" },
    subject: { label: "Objet", placeholder: "De quoi s’agit-il ?" },
    message: { label: "Message", placeholder: "Parlez-moi de votre projet ou de votre question…" },
  },
  messageLimit: {
    unit: "caractères",
    under: (left: number) => `Il reste moins de ${formatNumber(left)} caractères.`,
    reached: "Limite de caractères atteinte.",
  },
  notReady: "L’envoi nécessite JavaScript, qui ne s’est pas encore exécuté sur cette page.",
  writeInstead: "Vous pouvez aussi m’écrire par e-mail :",
  emailInstead: "Écrire plutôt par e-mail",
  honeypotLabel: "Site web",
} as const satisfies Translated<typeof en.contactContent>;

export const contactToasts = {
  missing: {
    title: "Erreur de validation",
    description: "Veuillez remplir tous les champs obligatoires.",
    variant: "destructive",
  },
  "invalid-email": {
    title: "Adresse e-mail invalide",
    description: "Veuillez saisir une adresse e-mail valide.",
  },
  "too-long": {
    title: "Texte trop long",
    description: "Un des champs dépasse la longueur autorisée. Veuillez le raccourcir.",
  },
  sent: {
    title: "Message envoyé !",
    description: "Merci pour votre message. Je vous répondrai très vite.",
    variant: "success",
  },
  failed: {
    title: "Erreur",
    description: "Un problème est survenu. Veuillez réessayer.",
    variant: "destructive",
  },
} as const satisfies Translated<typeof en.contactToasts>;

export const contactCappedToast = {
  title: "Limite de messages atteinte",
  description: (sent: number, time: string, byEmail: boolean) =>
    `Ce navigateur a envoyé ${formatNumber(sent)} ${sent < 2 ? "message" : "messages"} au cours de la dernière heure. Vous pourrez en envoyer un autre à ${time}${byEmail ? ", ou écrire dès maintenant par e-mail." : "."}`,
  variant: "destructive",
} as const satisfies Translated<typeof en.contactCappedToast>;
