// The home page's contact form: its words, what happens after a message, and its messages (the English ones are
// the form's rules' own words, HOME_CONTACT_MESSAGES; a Spanish page shows the same message under the same name).
import { defineTexts } from "~/lib/i18n/texts";
import { HOME_CONTACT_MESSAGES, type HomeContactMessages } from "~/lib/leads/home-contact";

const en = {
  heading: "Send Us a Message",
  allRequired: "All fields are required.",
  sentTitle: "Message Sent Successfully",
  sentIntro: "Thank you for reaching out. Here is what happens next:",
  /** What happens after a message is sent (the promised response times). */
  nextSteps: [
    "Our team reviews your message within 2 hours during office hours.",
    "We reply within 24 hours by e-mail or phone.",
    "A pool specialist calls you within 24 hours to talk through your yard, your budget and your timeline.",
  ],
  name: "Full name",
  email: "Email",
  phone: "Phone",
  project: "Tell us about your project",
  send: "Send Message",
  sending: "Sending...",
  sendAnother: "Send Another Message",
  messages: { ...HOME_CONTACT_MESSAGES } as HomeContactMessages,
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    homeContact: typeof en;
  }
}

export const homeContactTexts = defineTexts("homeContact", {
  en,
  es: {
    heading: "Envíenos un mensaje",
    allRequired: "Todos los campos son obligatorios.",
    sentTitle: "Mensaje enviado",
    sentIntro: "Gracias por escribirnos. Esto es lo que sigue:",
    nextSteps: [
      "Nuestro equipo revisa su mensaje en menos de 2 horas en horario de oficina.",
      "Le respondemos en menos de 24 horas por correo electrónico o por teléfono.",
      "Un especialista en piscinas le llama en menos de 24 horas para hablar de su patio, su presupuesto y sus plazos.",
    ],
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    project: "Cuéntenos sobre su proyecto",
    send: "Enviar mensaje",
    sending: "Enviando...",
    sendAnother: "Enviar otro mensaje",
    messages: {
      required: "Complete todos los campos obligatorios",
      phone: "Escriba un número de teléfono válido",
      message: "Cuéntenos un poco más sobre su proyecto (mínimo 10 caracteres)",
      failed: "Hubo un error al enviar su solicitud. Vuelva a intentarlo.",
    },
  },
});
