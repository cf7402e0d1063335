/** The Spanish words of the contact section (what each is for: ../../en/site/contact.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/site/contact";

export const contactContent = {
  eyebrow: "Contacto",
  heading: "Hablemos",
  intro:
    "¿Tiene un proyecto en mente, un puesto del que hablar o un modelo que llevar a producción? Envíeme un mensaje y veamos cómo puedo ayudarle.",
  responseTime: "Respuesta habitual en menos de 24 horas",
  details: { email: "Correo electrónico", location: "Ubicación", responseTime: "Tiempo de respuesta" },
  elsewhere: "Encuéntreme en línea",
  networkUses: {
    github: "GitHub para el código",
    linkedin: "LinkedIn para las novedades profesionales",
    huggingface: "Hugging Face para modelos y conjuntos de datos",
    scholar: "Google Scholar para los artículos",
    x: "X para novedades breves",
  },
  formTitle: "Enviar un mensaje",
  formNote: "Todos los campos son obligatorios.",
  submit: "Enviar mensaje",
  sending: "Enviando…",
  fields: {
    name: { label: "Nombre", placeholder: "Su nombre" },
    email: { label: "Correo electrónico", placeholder: "nombre@ejemplo.com" },
    subject: { label: "Asunto", placeholder: "¿De qué se trata?" },
    message: { label: "Mensaje", placeholder: "Cuénteme su proyecto o su pregunta…" },
  },
  messageLimit: {
    unit: "caracteres",
    under: (left: number) => `Quedan menos de ${formatNumber(left)} caracteres.`,
    reached: "Se ha alcanzado el límite de caracteres.",
  },
  notReady: "Para enviar hace falta JavaScript, que aún no se ha ejecutado en esta página.",
  writeInstead: "También puede escribirme por correo:",
  emailInstead: "Escribir por correo",
  honeypotLabel: "Sitio web",
} as const satisfies Translated<typeof en.contactContent>;

export const contactToasts = {
  missing: {
    title: "Error de validación",
    description: "Rellene todos los campos obligatorios.",
    variant: "destructive",
  },
  "invalid-email": {
    title: "Correo no válido",
    description: "Introduzca una dirección de correo electrónico válida.",
  },
  "too-long": {
    title: "Demasiado largo",
    description: "Uno de los campos supera la longitud permitida. Acórtelo, por favor.",
  },
  sent: {
    title: "¡Mensaje enviado con éxito!",
    description: "Gracias por escribir. Le responderé pronto.",
    variant: "success",
  },
  failed: {
    title: "Error al enviar",
    description: "Algo salió mal. Inténtelo de nuevo.",
    variant: "destructive",
  },
} as const satisfies Translated<typeof en.contactToasts>;

export const contactCappedToast = {
  title: "Límite de mensajes alcanzado",
  description: (sent: number, time: string, byEmail: boolean) =>
    `Este navegador ha enviado ${formatNumber(sent)} ${sent === 1 ? "mensaje" : "mensajes"} en la última hora. Podrá enviar otro a las ${time}${byEmail ? " o escribir ahora por correo." : "."}`,
  variant: "destructive",
} as const satisfies Translated<typeof en.contactCappedToast>;
