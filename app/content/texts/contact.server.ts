// The contact page's words: its hero, facts, form, the contact details panel and the emergency line.
import { OFFICE_COUNT, SERVICE_AREA } from "~/lib/company/offices";
import { CONTACT_TITLE } from "~/lib/content/page-titles";
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: CONTACT_TITLE as string,
    description: `Talk to {company}: free consultation, certified specialists and ${OFFICE_COUNT} Florida offices. Call {phone} or send us a message; we reply within 24 hours.`,
  },
  eyebrow: "Contact",
  intro:
    "Questions about a fiberglass pool, a price or an installation date? Our specialists answer every message within 24 hours.",
  badges: ["Free Consultation", "Certified Specialists", "25+ Years Experience"],
  factsLabel: "Company facts",
  stats: ["Happy Customers", "Response Time", "Warranty", "FL Locations"],
  statUnits: { hours: "{count}hr", years: "{count}yr" },
  section: {
    title: "Contact Us Today",
    subtitle: "Have questions about our services? Get in touch with our expert team",
  },
  form: {
    title: "Send Us a Message",
    requiredStart: "Fields marked",
    requiredEnd: "are required.",
    name: "Full name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    send: "Send Message",
    needsConsent: "Select Authorization to Send",
    sending: "Sending...",
    successTitle: "Thank you for your inquiry!",
    successDescription: "We will contact you within 24 hours",
    failureTitle: "Submission failed",
    failureDefault: "Please try again later.",
  },
  panel: {
    phone: "Phone",
    tollFree: "Toll-free:",
    office: "{office} office:",
    email: "Email",
    areas: "Service Areas",
    area: SERVICE_AREA as string,
    hours: "Hours",
  },
  emergency: {
    title: "Emergency Service Available",
    text: "24/7 emergency support for existing customers: a leak, an equipment failure or storm damage.",
    button: "Emergency Service",
    call: " (call {phone})",
  },
  locations: "Visit Our Florida Locations",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    contact: typeof en;
  }
}

export const contactTexts = defineTexts("contact", {
  en,
  es: {
    meta: {
      title: "Hable con nuestros expertos en piscinas",
      description: `Hable con {company}: consulta gratis, especialistas certificados y ${OFFICE_COUNT} oficinas en Florida. Llame al {phone} o envíenos un mensaje; respondemos en menos de 24 horas.`,
    },
    eyebrow: "Contacto",
    intro:
      "¿Preguntas sobre una piscina de fibra de vidrio, un precio o una fecha de instalación? Nuestros especialistas responden cada mensaje en menos de 24 horas.",
    badges: ["Consulta gratis", "Especialistas certificados", "Más de 25 años de experiencia"],
    factsLabel: "Datos de la empresa",
    stats: ["Clientes satisfechos", "Tiempo de respuesta", "Garantía", "Oficinas en FL"],
    statUnits: { hours: "{count} h", years: "{count} años" },
    section: {
      title: "Comuníquese con nosotros hoy",
      subtitle: "¿Tiene preguntas sobre nuestros servicios? Hable con nuestro equipo de expertos",
    },
    form: {
      title: "Envíenos un mensaje",
      requiredStart: "Los campos marcados con",
      requiredEnd: "son obligatorios.",
      name: "Nombre completo",
      email: "Correo electrónico",
      phone: "Teléfono",
      message: "Mensaje",
      send: "Enviar mensaje",
      needsConsent: "Marque la autorización para enviar",
      sending: "Enviando...",
      successTitle: "¡Gracias por escribirnos!",
      successDescription: "Nos comunicaremos con usted en menos de 24 horas",
      failureTitle: "No se pudo enviar",
      failureDefault: "Vuelva a intentarlo más tarde.",
    },
    panel: {
      phone: "Teléfono",
      tollFree: "Línea gratuita:",
      office: "Oficina de {office}:",
      email: "Correo electrónico",
      areas: "Zonas de servicio",
      area: "Servicio en todo el estado de Florida",
      hours: "Horario",
    },
    emergency: {
      title: "Servicio de emergencia disponible",
      text: "Ayuda de emergencia las 24 horas, los 7 días, para nuestros clientes: una fuga, una falla del equipo o daños por tormenta.",
      button: "Servicio de emergencia",
      call: " (llamar al {phone})",
    },
    locations: "Visite nuestras oficinas en Florida",
  },
});
