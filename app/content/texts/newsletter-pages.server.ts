// The newsletter's own pages: the sign-up box's answer page and the pages its e-mailed links open.
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_RATE_LIMITED } from "~/content/newsletter";
import { defineTexts } from "~/lib/i18n/texts";
import { NEWSLETTER_EMAIL_MESSAGE } from "~/lib/schemas/newsletter";

const en = {
  blogLink: "Read our pool tips on the blog",
  signup: {
    title: "Pool Tips Newsletter",
    description: "Seasonal maintenance reminders, buying guides and offers for Florida pool owners, by email.",
    checkInbox: NEWSLETTER_CHECK_INBOX,
    rateLimited: NEWSLETTER_RATE_LIMITED,
    invalidEmail: NEWSLETTER_EMAIL_MESSAGE as string,
  },
  confirm: {
    title: "Confirm Your Subscription",
    description: "Confirm your subscription to our pool tips.",
    ask: "One more step: confirm that you want our pool tips at this address.",
    button: "Confirm my subscription",
    confirmedTitle: "You Are Subscribed",
    confirmed: "Thank you! Your subscription to our pool tips is confirmed. Every email has a link to unsubscribe.",
    invalidTitle: "This Link Is No Longer Valid",
    invalid:
      "This confirmation link has expired or is not valid. Confirmation links work for 7 days; you can sign up again with the box on our blog.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    description: "Stop receiving our pool tips by email.",
    heading: "Unsubscribe From Pool Tips",
    ask: "Stop receiving our pool tips by email at this address?",
    button: "Unsubscribe",
    doneTitle: "You Are Unsubscribed",
    done: "You will not receive our pool tips anymore. You can sign up again at any time with the box on our blog.",
    invalidTitle: "This Link Is Not Valid",
    invalid:
      "This unsubscribe link is not valid. Please use the link at the bottom of one of our emails, or reply to it and we will take you off the list.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    newsletterPages: typeof en;
  }
}

export const newsletterPagesTexts = defineTexts("newsletterPages", {
  en,
  es: {
    blogLink: "Lea nuestros consejos para piscinas en el blog",
    signup: {
      title: "Boletín de consejos para piscinas",
      description:
        "Recordatorios de mantenimiento de cada temporada, guías de compra y ofertas para dueños de piscinas en Florida, por correo electrónico.",
      checkInbox: "¡Gracias! Revise su correo: le enviamos un enlace para confirmar su suscripción.",
      rateLimited: "Demasiadas suscripciones desde su conexión. Vuelva a intentarlo en una hora.",
      invalidEmail: "Escriba un correo electrónico válido.",
    },
    confirm: {
      title: "Confirme su suscripción",
      description: "Confirme su suscripción a nuestros consejos para piscinas.",
      ask: "Un paso más: confirme que quiere recibir nuestros consejos para piscinas en esta dirección.",
      button: "Confirmar mi suscripción",
      confirmedTitle: "Ya está suscrito",
      confirmed:
        "¡Gracias! Su suscripción a nuestros consejos para piscinas está confirmada. Cada correo trae un enlace para darse de baja.",
      invalidTitle: "Este enlace ya no es válido",
      invalid:
        "Este enlace de confirmación venció o no es válido. Los enlaces de confirmación sirven por 7 días; puede suscribirse de nuevo con el formulario de nuestro blog.",
    },
    unsubscribe: {
      title: "Darse de baja",
      description: "Deje de recibir nuestros consejos para piscinas por correo electrónico.",
      heading: "Darse de baja de los consejos para piscinas",
      ask: "¿Quiere dejar de recibir nuestros consejos para piscinas en esta dirección?",
      button: "Darme de baja",
      doneTitle: "Se dio de baja",
      done: "Ya no recibirá nuestros consejos para piscinas. Puede suscribirse de nuevo cuando quiera con el formulario de nuestro blog.",
      invalidTitle: "Este enlace no es válido",
      invalid:
        "Este enlace para darse de baja no es válido. Use el enlace al final de uno de nuestros correos, o respóndalo y lo quitaremos de la lista.",
    },
  },
});
