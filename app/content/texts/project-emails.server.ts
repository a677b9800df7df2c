// The e-mails a homeowner gets about their pool project, in their language: the link to their page, each step
// (a stage started, done or delayed, a payment received), the photos and documents of the last hour, and the
// office's messages. Written as a site manager writes to a homeowner: what changed, what is next, what to do, the
// link. The office's copy of a homeowner's message is staff's, in English (app/lib/projects/project-emails.ts).
import type { ProjectEmailLanguage } from "~/lib/projects/project-emails";
import { isLocale } from "~/lib/i18n/locale";
import { defineTexts } from "~/lib/i18n/texts";
import { packagesStaticTexts } from "./packages.server";
import { projectStageTexts } from "./project-stages.server";

const en = {
  greeting: "Hi {name},",
  signature: "The {company} team",
  link: "Your project page: {url}",
  linkIsYours:
    "This link is yours alone: anyone who has it can see your project, so please do not forward this e-mail.",
  questions: "Questions? Write to us from your project page, or call our {office} office at {phone}.",
  call: "Questions? Call our {office} office at {phone}.",
  updatesFooter:
    "We e-mail you each time your project moves forward. You can turn these e-mails off on your project page.",
  next: "Next up: {stage}, planned for {date}.",
  nextUndated: "Next up: {stage}. We will give you the date as soon as it is set.",
  todo: "Before then, please: {todo}",
  note: "Also: {note}",
  linkEmail: {
    startedSubject: "Your pool project page - {company}",
    reissuedSubject: "Your new project link - {company}",
    requestedSubject: "Your project link - {company}",
    started:
      "Thank you for choosing us: your contract is signed and your pool project is under way. Everything about it is on one page: the schedule of each step, what we need from you before each one, your payments, photos of the work, your documents, and a place to write to us.",
    reissued:
      "We set up a new link to your project page. The link we sent you before no longer works: please use this one from now on.",
    requested: "Here is the link to your project page that you asked for.",
    open: "Open your project page: {url}",
  },
  update: {
    startedSubject: "Work has started: {stage}",
    doneSubject: "Step done: {stage}",
    delayedSubject: "A delay on your pool: {stage}",
    paymentSubject: "Payment received: {amount}",
    started: "Your pool has moved to the next step: {stage} started on {date}.",
    startedPlanned: "We plan to have it done by {date}.",
    done: "Another step is done: {stage}, finished on {date}.",
    delayed: "We have to let you know about a delay: {stage} is behind schedule.",
    reason: "The reason: {reason}",
    newDate: "It is now planned for {date}.",
    noDate: "We will let you know the new date as soon as we have it.",
    sorry: "We are sorry for the wait, and we are working to keep your project moving.",
    paymentDue: "With this step done, your next payment is due: {milestone}, {amount}.",
    finished:
      "That was the last step: your pool is finished! On your project page you can now check and confirm your warranty registration.",
    payment: "Thank you: we received your payment of {amount} by {method} on {date} ({milestone}).",
    paid: "Paid so far: {paid} of {total}. Balance: {balance}.",
    nextPayment: "Your next payment: {milestone}, {amount}, due {due}.",
    paidInFull: "Your pool is paid in full. Thank you!",
    methods: { check: "check", transfer: "bank transfer", zelle: "Zelle" },
  },
  files: {
    photosSubject: "New photos of your pool",
    documentsSubject: "New documents for your pool project",
    bothSubject: "New photos and documents of your pool",
    intro: "We added to your project page:",
    photos: { one: "{count} photo", other: "{count} photos" },
    documentsPrivate: "Your documents open only from your project page.",
    documentKinds: {
      contract: "Contract",
      permit: "Permit",
      plans: "Plans",
      hoa: "HOA approval",
      other: "Document",
    },
  },
  message: {
    subject: "A message about your pool project - {company}",
    intro: "Our team sent you a message about your pool project:",
    answer: "To answer, write to us from your project page: {url}",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    projectEmails: typeof en;
  }
}

export const projectEmailTexts = defineTexts("projectEmails", {
  en,
  es: {
    greeting: "Hola, {name}:",
    signature: "El equipo de {company}",
    link: "La página de su proyecto: {url}",
    linkIsYours:
      "Este enlace es solo para usted: cualquiera que lo tenga puede ver su proyecto, así que le pedimos que no reenvíe este correo.",
    questions:
      "¿Tiene preguntas? Escríbanos desde la página de su proyecto o llame a nuestra oficina de {office} al {phone}.",
    call: "¿Tiene preguntas? Llame a nuestra oficina de {office} al {phone}.",
    updatesFooter:
      "Le escribimos cada vez que su proyecto avanza. Si prefiere no recibir estos correos, puede desactivarlos en la página de su proyecto.",
    next: "Lo que sigue: {stage}, programado para el {date}.",
    nextUndated: "Lo que sigue: {stage}. Le daremos la fecha en cuanto la tengamos.",
    todo: "Antes de esa fecha, por favor: {todo}",
    note: "Además: {note}",
    linkEmail: {
      startedSubject: "La página de su proyecto de piscina - {company}",
      reissuedSubject: "Su nuevo enlace al proyecto - {company}",
      requestedSubject: "Su enlace al proyecto - {company}",
      started:
        "Gracias por escogernos: su contrato está firmado y su proyecto de piscina ya está en marcha. Todo lo de su proyecto está en una sola página: el calendario de cada etapa, lo que necesitamos de usted antes de cada una, sus pagos, fotos del trabajo, sus documentos y un espacio para escribirnos.",
      reissued:
        "Le preparamos un nuevo enlace a la página de su proyecto. El enlace que le enviamos antes ya no funciona: de ahora en adelante use este.",
      requested: "Aquí tiene el enlace a la página de su proyecto que nos pidió.",
      open: "Abra la página de su proyecto: {url}",
    },
    update: {
      startedSubject: "Empezamos una nueva etapa: {stage}",
      doneSubject: "Etapa terminada: {stage}",
      delayedSubject: "Un retraso en su piscina: {stage}",
      paymentSubject: "Pago recibido: {amount}",
      started: "Su piscina pasó a la siguiente etapa: {stage} empezó el {date}.",
      startedPlanned: "Tenemos previsto terminarla para el {date}.",
      done: "Terminamos otra etapa: {stage}, el {date}.",
      delayed: "Tenemos que avisarle de un retraso en esta etapa: {stage}.",
      reason: "El motivo: {reason}",
      newDate: "Ahora está programada para el {date}.",
      noDate: "Le avisaremos la nueva fecha en cuanto la tengamos.",
      sorry: "Disculpe la espera; estamos trabajando para que su proyecto siga avanzando.",
      paymentDue: "Con esta etapa terminada, ya le toca su próximo pago: {milestone}, {amount}.",
      finished:
        "Esa era la última etapa: ¡su piscina está terminada! En la página de su proyecto ya puede revisar y confirmar el registro de su garantía.",
      payment: "Gracias: recibimos su pago de {amount} por {method} el {date} ({milestone}).",
      paid: "Pagado hasta ahora: {paid} de {total}. Saldo pendiente: {balance}.",
      nextPayment: "Su próximo pago: {milestone}, {amount}, que se paga {due}.",
      paidInFull: "Su piscina está pagada por completo. ¡Muchas gracias!",
      methods: { check: "cheque", transfer: "transferencia bancaria", zelle: "Zelle" },
    },
    files: {
      photosSubject: "Fotos nuevas de su piscina",
      documentsSubject: "Documentos nuevos de su proyecto de piscina",
      bothSubject: "Fotos y documentos nuevos de su piscina",
      intro: "Añadimos a la página de su proyecto:",
      photos: { one: "{count} foto", other: "{count} fotos" },
      documentsPrivate: "Sus documentos se abren solamente desde la página de su proyecto.",
      documentKinds: {
        contract: "Contrato",
        permit: "Permiso",
        plans: "Planos",
        hoa: "Aprobación de la HOA",
        other: "Documento",
      },
    },
    message: {
      subject: "Un mensaje sobre su proyecto de piscina - {company}",
      intro: "Nuestro equipo le envió un mensaje sobre su proyecto de piscina:",
      answer: "Para contestar, escríbanos desde la página de su proyecto: {url}",
    },
  },
});

/** The homeowner's e-mails in the lead's language (English unless it is one of the site's). */
export function projectEmailLanguage(language: unknown): ProjectEmailLanguage {
  const locale = isLocale(language) ? language : "en";
  return {
    locale,
    texts: projectEmailTexts[locale],
    stages: projectStageTexts[locale],
    payment: packagesStaticTexts[locale].payment,
  };
}
