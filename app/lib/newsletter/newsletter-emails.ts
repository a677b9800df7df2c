import type { Company } from "~/lib/company/company-profile";
import type { EmailMessage } from "~/lib/leads/lead-emails";

/**
 * The double opt-in e-mail: the signed link that confirms the address. Not list mail (nobody is on the list yet),
 * so it carries no unsubscribe header; ignoring it is the way out, and it says so.
 */
export function newsletterConfirmationEmail(
  company: Company,
  to: string,
  confirmUrl: string,
  /** The language of the page the address was given on. */
  language: string = "en",
): EmailMessage {
  if (language === "es") {
    return {
      senderName: company.name,
      to: [to],
      subject: `Confirme su suscripción a los consejos para piscinas de ${company.name}`,
      text: [
        "Hola:",
        "",
        `Alguien, probablemente usted, pidió recibir consejos para piscinas de ${company.name} en esta dirección: recordatorios de mantenimiento de cada temporada, guías de compra y ofertas para dueños de piscinas en Florida.`,
        "",
        "Para confirmar su suscripción, abra este enlace:",
        confirmUrl,
        "",
        "El enlace funciona durante 7 días. Si usted no lo pidió, ignore este correo: no volverá a saber de nosotros y su dirección se borrará en 7 días.",
        "",
        `${company.name} - ${company.tollFreePhone}`,
      ].join("\n"),
    };
  }
  return {
    senderName: company.name,
    to: [to],
    subject: `Please confirm your subscription to pool tips from ${company.name}`,
    text: [
      "Hello,",
      "",
      `Someone, probably you, asked to receive pool tips from ${company.name} at this address: seasonal maintenance reminders, buying guides and offers for Florida pool owners.`,
      "",
      "To confirm your subscription, open this link:",
      confirmUrl,
      "",
      "The link works for 7 days. If you did not ask for this, ignore this email: you will not hear from us again, and your address is deleted after 7 days.",
      "",
      `${company.name} - ${company.tollFreePhone}`,
    ].join("\n"),
  };
}
