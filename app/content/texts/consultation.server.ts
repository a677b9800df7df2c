// The visitor's consultation pages (the booking page, the booking's own page) and the slot picker, which the
// designer's and the lead forms' success screens show too.
import type { ConsultationEmailLanguage } from "~/lib/consultations/consultation-emails";
import { isLocale } from "~/lib/i18n/locale";
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  picker: {
    office: "Office",
    showTimes: "Show times",
    noTimes: "No free times at this office in the next 14 days. Please try another office.",
    floridaTime: "All times are Florida time (Eastern).",
    pickDay: "Pick a day, then a time",
    yourTime: "Your time · ",
    times: { one: "{count} time", other: "{count} times" },
    to: " to {time}",
    book: "Book this time",
    move: "Move to this time",
  },
  /** What the visitor can do next when a booking, a move or a cancellation is refused. */
  refusals: {
    past: "That time has already passed. Please pick another time.",
    "too-soon": "Consultations need to be booked at least 2 hours ahead. Please pick a later time.",
    "too-far": "Consultations can be booked up to {days} days ahead. Please pick an earlier time.",
    closed: "The office is closed that day. Please pick another day.",
    "outside-hours": "The office does not hold consultations at that time. Please pick one of the times offered.",
    full: "That time was just taken. Please pick another time.",
    "unknown-office": "Please choose one of our offices.",
    "unknown-lead": "We could not find your request. Please send the form again.",
    "already-booked": "You already have a consultation booked. Use the link in your confirmation e-mail to move it.",
    "not-found": "This consultation link is no longer valid. It may have been cancelled or moved already.",
    "same-time": "That is already the time of your consultation. Please pick another time.",
    "no-time": "Please choose a time.",
    "too-many": "Too many attempts. Please try again later or call us.",
    resent:
      "If this consultation is still booked, we have e-mailed its current link to the address it was booked with.",
  },
  book: {
    title: "Pick a Consultation Time",
    description: "Choose a time for your free pool consultation at one of our offices.",
    heading: "Pick a time for your free consultation",
    requestEstimate: "Request a free estimate",
  },
  manage: {
    title: "Your Free Consultation",
    description: "See, move or cancel your free pool consultation.",
    booked: "Your Free Consultation Is Booked",
    moved: "Your Consultation Was Moved",
    cancelled: "Your Consultation Is Cancelled",
    heading: "Your Free Consultation",
    callToBook: "To book a new time, call the office nearest you: {phone}.",
    wasMoved: "Was your consultation moved? We can e-mail its current link again to the address it was booked with.",
    sendLink: "Send my link again",
    cancelledNote: "Your consultation on {when} is cancelled. We sent you an e-mail to confirm it.",
    when: "When",
    office: "Office",
    address: "Address",
    phone: "Phone",
    newLinkSent: "We e-mailed your new link to {email}",
    addToCalendar: "Add to calendar (.ics)",
    cancel: "Cancel this consultation",
    areYouSure: "Are you sure? The time will be given to someone else.",
    confirmCancel: "Yes, cancel my consultation",
    moveHeading: "Move to another time",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    consultation: typeof en;
  }
}

export const consultationTexts = defineTexts("consultation", {
  en,
  es: {
    picker: {
      office: "Oficina",
      showTimes: "Ver horarios",
      noTimes: "No hay horarios libres en esta oficina en los próximos 14 días. Pruebe con otra oficina.",
      floridaTime: "Todas las horas son de la Florida (hora del Este).",
      pickDay: "Elija un día y luego una hora",
      yourTime: "Su hora · ",
      times: { one: "{count} horario", other: "{count} horarios" },
      to: " a {time}",
      book: "Reservar esta hora",
      move: "Cambiar a esta hora",
    },
    refusals: {
      past: "Esa hora ya pasó. Elija otra, por favor.",
      "too-soon": "Las consultas se reservan con al menos 2 horas de anticipación. Elija una hora más tarde.",
      "too-far": "Las consultas se pueden reservar hasta con {days} días de anticipación. Elija una fecha más cercana.",
      closed: "La oficina está cerrada ese día. Elija otro día, por favor.",
      "outside-hours": "La oficina no atiende consultas a esa hora. Elija uno de los horarios ofrecidos.",
      full: "Alguien acaba de tomar esa hora. Elija otra, por favor.",
      "unknown-office": "Elija una de nuestras oficinas, por favor.",
      "unknown-lead": "No encontramos su solicitud. Envíe el formulario de nuevo, por favor.",
      "already-booked": "Ya tiene una consulta reservada. Use el enlace de su correo de confirmación para cambiarla.",
      "not-found": "Este enlace de la consulta ya no es válido. Es posible que ya la hayan cancelado o cambiado.",
      "same-time": "Esa ya es la hora de su consulta. Elija otra, por favor.",
      "no-time": "Elija una hora, por favor.",
      "too-many": "Demasiados intentos. Vuelva a intentarlo más tarde o llámenos.",
      resent:
        "Si esta consulta sigue reservada, le enviamos su enlace actual al correo electrónico con el que se reservó.",
    },
    book: {
      title: "Elija la hora de su consulta",
      description: "Elija una hora para su consulta gratis sobre su piscina en una de nuestras oficinas.",
      heading: "Elija la hora de su consulta gratis",
      requestEstimate: "Solicite su presupuesto gratis",
    },
    manage: {
      title: "Su consulta gratis",
      description: "Vea, cambie o cancele su consulta gratis sobre su piscina.",
      booked: "Su consulta gratis está reservada",
      moved: "Cambiamos la hora de su consulta",
      cancelled: "Su consulta está cancelada",
      heading: "Su consulta gratis",
      callToBook: "Para reservar otra hora, llame a la oficina más cercana: {phone}.",
      wasMoved:
        "¿Cambió la hora de su consulta? Podemos volver a enviar su enlace actual al correo con el que se reservó.",
      sendLink: "Enviar mi enlace otra vez",
      cancelledNote: "Su consulta del {when} está cancelada. Le enviamos un correo para confirmarlo.",
      when: "Cuándo",
      office: "Oficina",
      address: "Dirección",
      phone: "Teléfono",
      newLinkSent: "Le enviamos su nuevo enlace a {email}",
      addToCalendar: "Agregar al calendario (.ics)",
      cancel: "Cancelar esta consulta",
      areYouSure: "¿Está seguro? Esa hora quedará libre para otra persona.",
      confirmCancel: "Sí, cancelar mi consulta",
      moveHeading: "Cambiar a otra hora",
    },
  },
});

export type ConsultationTexts = typeof en;

const emails = {
  /** "lunes 9 de marzo, 9:00 a. m. - 10:00 a. m. (hora de la Florida)" */
  when: "{day}, {start} - {end} (Florida time)",
  greeting: "Hi {name},",
  bookedSubject: "Your free consultation: {when} - {company}",
  cancelledSubject: "Your consultation on {when} is cancelled - {company}",
  booked: "Your free pool consultation is booked for {when} at our {office} office:",
  cancelled: "Your free pool consultation on {when} at our {office} office is cancelled.",
  bookAnother: "To book another time, call our {office} office at {phone}.",
  manage:
    "The invitation is attached for your calendar. To move or cancel your consultation, open {url} or call our {office} office at {phone}.",
  call: "The invitation is attached for your calendar. To change or cancel, call our {office} office at {phone} or reply to this e-mail.",
  icsSummary: "Free pool consultation - {company}",
  icsDescription: "Your free pool design consultation at our {office} office. Questions or changes: call {phone}.",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    consultationEmails: typeof emails;
  }
}

/** The visitor's consultation e-mails and their .ics invitation, in the lead's language. */
export const consultationEmailTexts = defineTexts("consultationEmails", {
  en: emails,
  es: {
    when: "{day}, {start} - {end} (hora de la Florida)",
    greeting: "Hola, {name}:",
    bookedSubject: "Su consulta gratis: {when} - {company}",
    cancelledSubject: "Su consulta del {when} está cancelada - {company}",
    booked: "Su consulta gratis sobre su piscina está reservada para el {when} en nuestra oficina de {office}:",
    cancelled: "Su consulta gratis del {when} en nuestra oficina de {office} está cancelada.",
    bookAnother: "Para reservar otra hora, llame a nuestra oficina de {office} al {phone}.",
    manage:
      "Adjuntamos la invitación para su calendario. Para cambiar o cancelar su consulta, abra {url} o llame a nuestra oficina de {office} al {phone}.",
    call: "Adjuntamos la invitación para su calendario. Para cambiarla o cancelarla, llame a nuestra oficina de {office} al {phone} o responda a este correo.",
    icsSummary: "Consulta gratis sobre su piscina - {company}",
    icsDescription:
      "Su consulta gratis de diseño de piscina en nuestra oficina de {office}. Preguntas o cambios: llame al {phone}.",
  },
});

/** The e-mail words of a lead's language (leads.language); English for anything else, as the column's default. */
export function consultationEmailLanguage(language: unknown): ConsultationEmailLanguage {
  const locale = isLocale(language) ? language : "en";
  return { locale, texts: consultationEmailTexts[locale] };
}
