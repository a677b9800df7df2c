// The estimate page's words: the hero, the wizard, its review and success screens, and the sections around it.
// Figures come from the company's claims (offices.ts) and the response times below, stated once.
import { COMPANY_CLAIMS, OFFICE_COUNT, OFFICE_LOCATIONS } from "~/lib/company/offices";
import { defineTexts } from "~/lib/i18n/texts";
import { ESTIMATE_PAGE_TITLE } from "~/lib/content/page-titles";
import { formatAndList } from "~/lib/text/plain-format";

const REVIEW_WITHIN = "2 hours";
const SPECIALIST_CALL_WITHIN = "24 hours";
const REPLY_WITHIN = "24 hours";
const OFFICE_NAMES = OFFICE_LOCATIONS.map((o) => o.name);

const en = {
  meta: {
    title: ESTIMATE_PAGE_TITLE as string,
    description:
      "Request a free, no-obligation fiberglass pool estimate from {company}. Three quick steps; we review your request within 2 hours and a specialist calls you within 24 hours.",
  },
  hero: {
    estimate: {
      eyebrow: "Free Pool Estimate",
      title: "Get Your Free Pool Estimate",
      formTitle: "Request Your Free Estimate",
    },
    consultation: {
      eyebrow: "Free Consultation",
      title: "Schedule Your Free Consultation",
      formTitle: "Schedule Your Consultation",
    },
    intro: `Tell us about your backyard and the pool you have in mind. We reply within ${REPLY_WITHIN}, with honest Florida pricing and no obligation.`,
    facts: [`Reply within ${REPLY_WITHIN}`, "No obligation", `Installed in ${COMPANY_CLAIMS.installDays}`],
  },
  formSection: "Request form",
  nextHeading: "What Happens Next",
  nextSteps: [
    `Our team reviews your request within ${REVIEW_WITHIN}.`,
    `A pool specialist calls you within ${SPECIALIST_CALL_WITHIN} to talk through your yard, your pool and your budget.`,
    "You receive a clear, itemized proposal, with no obligation to buy.",
  ],
  form: {
    intro: `Takes about a minute. We reply within ${REPLY_WITHIN}. Fields marked`,
    introEnd: "are required.",
    steps: [
      { label: "Contact", heading: "Your contact details" },
      { label: "Details", heading: "Your project" },
      { label: "Review", heading: "Review your request" },
    ],
    stepOf: "Step {step} of 3",
    progress: "Progress",
    stepPrefix: "Step {step}: ",
    done: " (done)",
    back: "Back",
    continue: "Continue",
    toContinue: "To continue, add {missing}.",
    missingName: "your name",
    missingPhone: "a phone number",
    and: " and ",
    submit: { estimate: "Get My Free Estimate", consultation: "Schedule My Consultation" },
    sending: { estimate: "Submitting...", consultation: "Scheduling..." },
    errorTitle: "Error",
    validationTitle: "Validation Error",
  },
  fields: {
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    email: "Email",
    address: "Pool installation address",
    zip: "ZIP code",
    poolType: "Pool type",
    poolTypePlaceholder: "Select a pool type",
    budgetRange: "Budget range",
    budgetPlaceholder: "Select a budget range",
    timeline: "Timeline",
    timelinePlaceholder: "Select a timeline",
    message: "Tell us about your project",
    messagePlaceholder: "Yard size, features you want (tanning ledge, spa, lighting), questions...",
  },
  /** The fixed choices as shown; the values sent stay the English ones the server checks. */
  choices: {
    Fiberglass: "Fiberglass",
    Concrete: "Concrete",
    "Concrete Pool Resurface": "Concrete Pool Resurface",
    "Above Ground": "Above Ground",
    "Pool Renovation": "Pool Renovation",
    "Not Sure": "Not Sure",
    ASAP: "ASAP",
    "1-3 months": "1-3 months",
    "3-6 months": "3-6 months",
    "6+ months": "6+ months",
    "just researching": "just researching",
  } as Record<string, string>,
  pools: {
    legend: "Pools you're interested in",
    hint: "From your saved pools; we'll include them in your estimate. Untick any you'd rather leave out.",
  },
  review: {
    contact: "Contact details",
    project: "Project details",
    edit: "Edit",
    name: "Name",
    address: "Address",
    message: "Message",
    notGiven: "Not provided",
    none: "None",
  },
  notice: {
    heading: "Pool Selected",
    added: "We added it to your message; change anything you like.",
  },
  success: {
    heading: {
      estimate: "Thank You! Your Estimate Request Was Received",
      consultation: "Thank You! Your Consultation Request Was Received",
    },
    next: "Here is what happens next:",
    pickTime: "Pick a time for your free consultation",
    another: "Submit Another Request",
    browse: "Browse Pools",
  },
  benefits: {
    eyebrow: "Why ask us",
    title: "Why Request Your Estimate Here",
    items: [
      {
        title: "Free & No Obligation",
        text: "Your estimate costs nothing and commits you to nothing. Compare it with any other quote.",
      },
      {
        title: "Fast Response",
        text: `We review every request within ${REVIEW_WITHIN}, and a specialist calls you within ${SPECIALIST_CALL_WITHIN}.`,
      },
      {
        title: "Local Florida Experts",
        text: `${OFFICE_COUNT} offices across Florida and ${COMPANY_CLAIMS.experience} building pools for Florida homes.`,
      },
      {
        title: "Built to Last",
        text: `Fiberglass shells with a ${COMPANY_CLAIMS.structuralWarranty}, installed in ${COMPANY_CLAIMS.installDays}.`,
      },
    ],
  },
  included: {
    section: "What's included and questions",
    eyebrow: "Your free estimate",
    title: "What's Included",
    items: [
      "A conversation with a pool specialist about your yard, your family and how you will use the pool",
      "Model and size recommendations from our Latham and San Juan collections",
      "An itemized price for the shell, installation and the options you choose",
      "A review of access, permits and site preparation for your property",
      "An installation timeline for your project",
      "Financing options explained, if you want them",
    ],
    faqEyebrow: "Good to know",
    faqTitle: "Frequently Asked Questions",
    faq: [
      {
        question: "Is the estimate really free?",
        answer: "Yes. The estimate and the consultation are free, and there is no obligation to buy.",
      },
      {
        question: "How soon will I hear from you?",
        answer: `Our team reviews your request within ${REVIEW_WITHIN}, and a pool specialist calls you within ${SPECIALIST_CALL_WITHIN}.`,
      },
      {
        question: "Do I need to know which pool I want?",
        answer:
          "No. Choose Not Sure as the pool type and tell us about your yard; the specialist will suggest shapes and sizes that fit it.",
      },
      {
        question: "How long does installation take?",
        answer: `Most fiberglass pools are installed in ${COMPANY_CLAIMS.installDays}, and compact pools in ${COMPANY_CLAIMS.compactInstallDays}, once permits are approved and the shell is delivered.`,
      },
      {
        question: "Which areas do you serve?",
        answer: `We serve homeowners across Florida from our ${OFFICE_COUNT} offices in ${formatAndList(OFFICE_NAMES)}.`,
      },
    ],
  },
  call: {
    eyebrow: "Prefer to talk?",
    title: "Speak With a Pool Specialist",
    text: `Call your local office or our toll-free line. Sent a request already? A specialist calls you within ${SPECIALIST_CALL_WITHIN}.`,
    tollFree: "Call Toll-Free {phone}",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    estimate: typeof en;
  }
}

export const estimateTexts = defineTexts("estimate", {
  en,
  es: {
    meta: {
      title: "Presupuesto gratis para su piscina",
      description:
        "Pida a {company} un presupuesto gratis y sin compromiso para su piscina de fibra de vidrio. Tres pasos rápidos: revisamos su solicitud en menos de 2 horas y un especialista lo llama en menos de 24 horas.",
    },
    hero: {
      estimate: {
        eyebrow: "Presupuesto gratis",
        title: "Pida su presupuesto gratis",
        formTitle: "Solicite su presupuesto gratis",
      },
      consultation: {
        eyebrow: "Consulta gratis",
        title: "Reserve su consulta gratis",
        formTitle: "Reserve su consulta",
      },
      intro:
        "Cuéntenos cómo es su patio y qué piscina tiene en mente. Le respondemos en menos de 24 horas, con precios honestos de Florida y sin compromiso.",
      facts: ["Respuesta en menos de 24 horas", "Sin compromiso", "Instalada en 7-14 días"],
    },
    formSection: "Formulario de solicitud",
    nextHeading: "Qué pasa después",
    nextSteps: [
      "Nuestro equipo revisa su solicitud en menos de 2 horas.",
      "Un especialista en piscinas lo llama en menos de 24 horas para hablar de su patio, su piscina y su presupuesto.",
      "Recibe una propuesta clara y detallada, sin ningún compromiso de compra.",
    ],
    form: {
      intro: "Le toma un minuto. Respondemos en menos de 24 horas. Los campos marcados con",
      introEnd: "son obligatorios.",
      steps: [
        { label: "Contacto", heading: "Sus datos de contacto" },
        { label: "Detalles", heading: "Su proyecto" },
        { label: "Revisión", heading: "Revise su solicitud" },
      ],
      stepOf: "Paso {step} de 3",
      progress: "Progreso",
      stepPrefix: "Paso {step}: ",
      done: " (listo)",
      back: "Atrás",
      continue: "Continuar",
      toContinue: "Para continuar, escriba {missing}.",
      missingName: "su nombre",
      missingPhone: "un número de teléfono",
      and: " y ",
      submit: { estimate: "Pedir mi presupuesto gratis", consultation: "Reservar mi consulta" },
      sending: { estimate: "Enviando...", consultation: "Reservando..." },
      errorTitle: "Error de envío",
      validationTitle: "Revise los datos",
    },
    fields: {
      firstName: "Nombre",
      lastName: "Apellido",
      phone: "Teléfono",
      email: "Correo electrónico",
      address: "Dirección donde irá la piscina",
      zip: "Código postal (ZIP)",
      poolType: "Tipo de piscina",
      poolTypePlaceholder: "Elija un tipo de piscina",
      budgetRange: "Presupuesto",
      budgetPlaceholder: "Elija un rango de presupuesto",
      timeline: "Plazo",
      timelinePlaceholder: "Elija un plazo",
      message: "Cuéntenos sobre su proyecto",
      messagePlaceholder: "Tamaño del patio, lo que desea (repisa para asolearse, spa, luces), preguntas...",
    },
    choices: {
      Fiberglass: "Fibra de vidrio",
      Concrete: "Concreto",
      "Concrete Pool Resurface": "Renovar la superficie de una piscina de concreto",
      "Above Ground": "Sobre el suelo",
      "Pool Renovation": "Renovación de piscina",
      "Not Sure": "No estoy seguro",
      ASAP: "Lo antes posible",
      "1-3 months": "1-3 meses",
      "3-6 months": "3-6 meses",
      "6+ months": "Más de 6 meses",
      "just researching": "Solo estoy averiguando",
    },
    pools: {
      legend: "Piscinas que le interesan",
      hint: "De sus piscinas guardadas; las incluiremos en su presupuesto. Desmarque las que prefiera dejar fuera.",
    },
    review: {
      contact: "Datos de contacto",
      project: "Detalles del proyecto",
      edit: "Editar",
      name: "Nombre",
      address: "Dirección",
      message: "Mensaje",
      notGiven: "Sin indicar",
      none: "Ninguna",
    },
    notice: {
      heading: "Piscina elegida",
      added: "La agregamos a su mensaje; cambie lo que desee.",
    },
    success: {
      heading: {
        estimate: "¡Gracias! Recibimos su solicitud de presupuesto",
        consultation: "¡Gracias! Recibimos su solicitud de consulta",
      },
      next: "Esto es lo que sigue:",
      pickTime: "Elija una hora para su consulta gratis",
      another: "Enviar otra solicitud",
      browse: "Ver piscinas",
    },
    benefits: {
      eyebrow: "Por qué con nosotros",
      title: "Por qué pedir su presupuesto aquí",
      items: [
        {
          title: "Gratis y sin compromiso",
          text: "Su presupuesto no cuesta nada ni lo obliga a nada. Compárelo con cualquier otra cotización.",
        },
        {
          title: "Respuesta rápida",
          text: "Revisamos cada solicitud en menos de 2 horas, y un especialista lo llama en menos de 24 horas.",
        },
        {
          title: "Expertos locales de Florida",
          text: `${OFFICE_COUNT} oficinas en Florida y más de 40 años construyendo piscinas para hogares de Florida.`,
        },
        {
          title: "Hechas para durar",
          text: "Cascos de fibra de vidrio con garantía estructural de más de 25 años, instalados en 7-14 días.",
        },
      ],
    },
    included: {
      section: "Qué incluye y preguntas",
      eyebrow: "Su presupuesto gratis",
      title: "Qué incluye",
      items: [
        "Una conversación con un especialista en piscinas sobre su patio, su familia y cómo usará la piscina",
        "Recomendaciones de modelo y tamaño de nuestras colecciones Latham y San Juan",
        "Un precio detallado del casco, la instalación y las opciones que elija",
        "Una revisión del acceso, los permisos y la preparación del terreno de su propiedad",
        "Un calendario de instalación para su proyecto",
        "Las opciones de financiamiento explicadas, si las desea",
      ],
      faqEyebrow: "Bueno saber",
      faqTitle: "Preguntas frecuentes",
      faq: [
        {
          question: "¿De verdad el presupuesto es gratis?",
          answer: "Sí. El presupuesto y la consulta son gratis, y no tiene ningún compromiso de compra.",
        },
        {
          question: "¿Cuándo sabré de ustedes?",
          answer:
            "Nuestro equipo revisa su solicitud en menos de 2 horas, y un especialista en piscinas lo llama en menos de 24 horas.",
        },
        {
          question: "¿Necesito saber qué piscina quiero?",
          answer:
            "No. Elija «No estoy seguro» como tipo de piscina y cuéntenos sobre su patio; el especialista le sugerirá formas y tamaños que quepan.",
        },
        {
          question: "¿Cuánto tarda la instalación?",
          answer:
            "La mayoría de las piscinas de fibra de vidrio se instalan en 7-14 días, y las compactas en 3-5 días, una vez aprobados los permisos y entregado el casco.",
        },
        {
          question: "¿Qué zonas atienden?",
          answer: `Atendemos a propietarios en todo Florida desde nuestras ${OFFICE_COUNT} oficinas en ${formatAndList(OFFICE_NAMES, "es")}.`,
        },
      ],
    },
    call: {
      eyebrow: "¿Prefiere hablar?",
      title: "Hable con un especialista en piscinas",
      text: "Llame a su oficina local o a nuestra línea gratuita. ¿Ya envió una solicitud? Un especialista lo llama en menos de 24 horas.",
      tollFree: "Llame gratis al {phone}",
    },
  },
});
