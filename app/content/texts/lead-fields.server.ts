// The words every lead form shares (the estimate wizard, the contact page, the home page's form, the designer):
// the consent and "Send me pool tips" boxes, "(optional)" and the field messages. The newsletter box's words are
// stored with a sign-up as the consent given (newsletterConsentText), so they are the record of what was agreed to.
import { NEWSLETTER_CHECKBOX_HINT, NEWSLETTER_CHECKBOX_LABEL } from "~/content/newsletter";
import type { Locale } from "~/lib/i18n/locale";
import { defineTexts } from "~/lib/i18n/texts";
import { LEAD_FORM_MESSAGES, type LeadFormMessages } from "~/lib/leads/lead-form-messages";

const messages: LeadFormMessages = { ...LEAD_FORM_MESSAGES };

const en = {
  optional: "(optional)",
  required: "as required",
  consent:
    "I authorize {company} to contact me by email, SMS or phone about my request. I can unsubscribe at any time. Contact will come from the toll-free number {phone} and from the local branch number of the office serving my area.",
  newsletter: { label: NEWSLETTER_CHECKBOX_LABEL as string, hint: NEWSLETTER_CHECKBOX_HINT as string },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    leadFields: typeof en;
    /** The field messages apart: the home page's form shows its own, so it is sent only where a form checks fields. */
    leadMessages: LeadFormMessages;
  }
}

export const leadFieldsTexts = defineTexts("leadFields", {
  en,
  es: {
    optional: "(opcional)",
    // Read where the page shows "*": "Los campos marcados con un asterisco son obligatorios."
    required: "un asterisco",
    consent:
      "Autorizo a {company} a comunicarse conmigo por correo electrónico, SMS o teléfono sobre mi solicitud. Puedo darme de baja en cualquier momento. Me contactarán desde el número gratuito {phone} y desde el número de la oficina local que atiende mi zona.",
    newsletter: {
      label: "Envíenme consejos para mi piscina",
      hint: "Recordatorios de mantenimiento de cada temporada, guías de compra y ofertas por correo electrónico. Le enviamos un enlace para confirmar; puede darse de baja en cualquier momento.",
    },
  },
});

export const leadMessagesTexts = defineTexts("leadMessages", {
  en: messages,
  es: {
    nameRequired: "El nombre es obligatorio",
    nameShort: "El nombre debe tener al menos 2 caracteres",
    phoneRequired: "El número de teléfono es obligatorio",
    phoneInvalid: "Escriba un número de teléfono válido",
    emailInvalid: "Escriba un correo electrónico válido",
    zipInvalid: "Escriba un código postal (ZIP) de 5 dígitos",
    estimateConsent: "Marque la autorización para continuar",
    contactEmail: "Se necesita un correo electrónico válido",
    contactPhone: "El teléfono es obligatorio",
    contactMessage: "El mensaje es obligatorio",
    contactConsent: "Debe autorizar que lo contactemos para enviar su mensaje",
    invalidCharacters: "Contiene caracteres que no se permiten",
    oneLine: "Debe ir en una sola línea, sin saltos de línea ni tabulaciones",
    tooLong: "Debe tener como máximo {max} caracteres",
    messageTooLong: "El mensaje debe tener como máximo 5000 caracteres",
    poolTypeChoice: "Elija un tipo de piscina de la lista",
    budgetChoice: "Elija un rango de presupuesto de la lista",
    timelineChoice: "Elija un plazo de la lista",
    correctFields: "Corrija los campos marcados.",
    rateLimited: "Hemos recibido varias solicitudes desde su conexión en poco tiempo. Espere un poco o llámenos.",
    sendFailed: "Hubo un problema al enviar su solicitud. Vuelva a intentarlo.",
  },
});

/** The "Send me pool tips" box's words as shown on a page in `locale`: stored as the consent a ticked box gave. */
export function newsletterConsentText(locale: Locale): string {
  const { label, hint } = leadFieldsTexts[locale].newsletter;
  return `${label}. ${hint}`;
}
