// The pool designer (/design), its printable summary (/design/summary) and the design e-mail. Prices and business
// figures stay in ~/lib/catalogue/pricing; add-on names and descriptions are staff content (design_add_ons).
import type { DesignEmailLanguage } from "~/lib/designer/design-lead";
import type { Company } from "~/lib/company/company-profile";
import { openingHoursIn } from "~/lib/company/opening-hours-in";
import { isLocale } from "~/lib/i18n/locale";
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "Design Your Pool",
    description:
      "Design your fiberglass pool online: choose a model, a finish color and add-ons, see the plan, the itemized price and the monthly payment, and send the design to a Florida specialist. Pools from {price}.",
    serviceName: "Fiberglass pool design",
    serviceType: "Swimming pool design",
  },
  hero: {
    eyebrow: "Pool designer",
    title: "Design your pool",
    intro:
      "Choose a model, a finish color and the add-ons you want. The plan, the itemized price and the monthly payment follow every choice, and the design stays in the address to share or come back to.",
    from: "From {price}",
    planDrawing: "Plan drawing of every model",
    consultation: "Free design consultation",
  },
  model: {
    heading: "1. Model",
    brand: "Brand",
    shape: "Shape",
    size: "Size",
    all: "All",
    models: "Model ({count})",
    choose: "Choose a model",
    show: "Show this model",
  },
  color: {
    heading: "2. Color",
    modelFirst: "Choose a model first: each manufacturer has its own finish colors.",
    atConsultation: "The {pool}'s finish is chosen with you at the consultation.",
    colors: "{manufacturer} finish colors",
    collection: "{collection} collection",
    choose: "Choose this color",
  },
  addOns: {
    heading: "3. Add-ons",
    heating: "Heating: one of two",
    none: "No heating",
    noRoom: "{name}: the {pool} has no room for one.",
    perUnit: " per {unit}",
    quantity: "Quantity ({unit}, {min}-{max})",
    update: "Update my total",
  },
  details: {
    heading: "4. Your details",
    intro:
      "A pool specialist calls you within 24 hours to plan your free design consultation. Give your e-mail address and we e-mail you a copy of this design.",
    modelFirstLink: "Choose a model in step 1",
    modelFirstRest: ", then send your design from here.",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    email: "Email",
    model: "Model",
    consent: "Consent",
    send: "Send me this design",
    chooseModel: "Choose a model first.",
    correct: "Please correct the highlighted fields.",
  },
  next: {
    heading: "After you send it",
    steps: [
      {
        title: "Tell us about your yard",
        text: "Request a free estimate with your ideas, budget range and timeline. A specialist replies within 24 hours.",
      },
      {
        title: "Site visit and measurements",
        text: "We measure the yard, check access, setbacks, utilities and drainage, and note where the sun falls.",
      },
      {
        title: "3D design consultation",
        text: "Your designer places your chosen models on your site plan and shows them in a 3D view of your yard, with finishes, decking and features, so you can compare before you decide.",
      },
      {
        title: "Written estimate",
        text: "Every item of the design priced in writing: the pool package, size, finishes, features and site work.",
      },
      {
        title: "Permits and installation",
        text: "We prepare the permit and HOA paperwork, then install your pool in about two weeks on site.",
      },
    ],
    dimensions:
      "Pool dimensions may vary by up to 3% from published specifications, and all pools are non-diving pools unless stated otherwise.",
  },
  summary: {
    yourDesign: "Your design",
    planAlt: "Plan drawing of the {pool}",
    chooseToSee: "Choose a model to see its plan drawing.",
    noModel: "No model chosen yet",
    itemized: "Itemized price",
    total: "Total",
    perMonth: "{amount}/month",
    at: " at ",
    terms: "{apr}% APR over {months} months, {down}% down ({downAmount}), {lender}",
    printable: "Printable summary",
  },
  bar: {
    label: "Your total",
    total: "Total {amount}",
    seeDetails: "See details",
    announce: "Total {total}",
    announceMonthly: "Total {total}, {monthly} a month",
  },
  closing: {
    title: "Rather talk it through?",
    text: "Get a free estimate, or call your nearest office: a designer will place the pool on your own yard plan.",
  },
  /** What reading the address changed (placeholders as DesignNoteTexts says; {color} the color asked for). */
  notes: {
    "pool-unknown": "The pool in this design is not in our catalog.",
    "pool-inactive": "The {pool} is no longer offered; choose another model.",
    "pool-price-on-request": "The {pool} is priced on request, so the total shows the add-ons only.",
    "add-on-unknown": "An add-on in this design is not offered and was removed.",
    "add-on-retired": "{name} is no longer offered and was removed from your design.",
    "add-on-repeated": "{name} was listed twice; it is counted once.",
    "quantity-unreadable": "The quantity of {name} could not be read, so it is set to {amount}.",
    "quantity-raised": "The quantity of {name} starts at {amount}, so it is set to {amount}.",
    "quantity-lowered": "The quantity of {name} goes up to {amount}, so it is set to {amount}.",
    "group-conflict": "{kept} and {name} do not go together; your design keeps {kept}.",
    "no-ledge-room": "The {pool} has no room for a {lowerName}, so it was removed.",
    "address-unreadable": "Part of this design's address could not be read and was left out.",
    "color-unknown": "{color} is not a finish color of the {pool}; choose one of its colors.",
  },
  summaryPage: {
    title: "Your Pool Design",
    description:
      "A printable summary of a pool design: the model, its color, the add-ons, the itemized price and the monthly payment.",
    heading: "Your pool design",
    thanks:
      "Thank you! Your design is on its way to our team, and a pool specialist will call you within 24 hours to plan your free design consultation.",
    emailed: " We e-mailed you a copy of this design.",
    pickTime: "Pick a time for your free consultation",
    prices:
      "Prices are the starting prices of today, before permits and site work; your specialist confirms them after a visit. Pool dimensions may vary by up to 3% from published specifications.",
    back: "Back to the designer",
    print: "Print this page with your browser's Print command.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    designer: typeof en;
  }
}

export type DesignerTexts = typeof en;

export const designerTexts = defineTexts("designer", {
  en,
  es: {
    meta: {
      title: "Diseñe su piscina",
      description:
        "Diseñe su piscina de fibra de vidrio en línea: elija un modelo, un color de acabado y extras, vea el plano, el precio detallado y el pago mensual, y envíe el diseño a un especialista en la Florida. Piscinas desde {price}.",
      serviceName: "Diseño de piscinas de fibra de vidrio",
      serviceType: "Diseño de piscinas",
    },
    hero: {
      eyebrow: "Diseñador de piscinas",
      title: "Diseñe su piscina",
      intro:
        "Elija un modelo, un color de acabado y los extras que quiera. El plano, el precio detallado y el pago mensual cambian con cada elección, y el diseño queda en la dirección de la página para compartirlo o volver a él.",
      from: "Desde {price}",
      planDrawing: "Plano de cada modelo",
      consultation: "Consulta de diseño gratis",
    },
    model: {
      heading: "1. Modelo",
      brand: "Marca",
      shape: "Forma",
      size: "Tamaño",
      all: "Todas",
      models: "Modelo ({count})",
      choose: "Elija un modelo",
      show: "Ver este modelo",
    },
    color: {
      heading: "2. Color del acabado",
      modelFirst: "Primero elija un modelo: cada fabricante tiene sus propios colores de acabado.",
      atConsultation: "El acabado del {pool} se elige con usted en la consulta.",
      colors: "Colores de acabado de {manufacturer}",
      collection: "Colección {collection}",
      choose: "Elegir este color",
    },
    addOns: {
      heading: "3. Extras",
      heating: "Calefacción: una de las dos",
      none: "Sin calefacción",
      noRoom: "{name}: el {pool} no tiene espacio para este extra.",
      perUnit: " por {unit}",
      quantity: "Cantidad ({unit}, {min}-{max})",
      update: "Actualizar mi total",
    },
    details: {
      heading: "4. Sus datos",
      intro:
        "Un especialista en piscinas le llama en menos de 24 horas para planear su consulta de diseño gratis. Si nos da su correo electrónico, le enviamos una copia de este diseño.",
      modelFirstLink: "Elija un modelo en el paso 1",
      modelFirstRest: " y luego envíe su diseño desde aquí.",
      firstName: "Nombre",
      lastName: "Apellido",
      phone: "Teléfono",
      email: "Correo electrónico",
      model: "Modelo",
      consent: "Autorización",
      send: "Envíenme este diseño",
      chooseModel: "Primero elija un modelo.",
      correct: "Corrija los campos marcados, por favor.",
    },
    next: {
      heading: "Después de enviarlo",
      steps: [
        {
          title: "Cuéntenos sobre su patio",
          text: "Solicite un presupuesto gratis con sus ideas, su presupuesto aproximado y sus plazos. Un especialista le responde en menos de 24 horas.",
        },
        {
          title: "Visita y medidas",
          text: "Medimos el patio, revisamos el acceso, los retiros, los servicios y el drenaje, y vemos dónde da el sol.",
        },
        {
          title: "Consulta de diseño en 3D",
          text: "Su diseñador coloca los modelos que eligió en el plano de su terreno y se los muestra en una vista 3D de su patio, con acabados, terraza y detalles, para que compare antes de decidir.",
        },
        {
          title: "Presupuesto por escrito",
          text: "Cada parte del diseño con su precio por escrito: el paquete de la piscina, el tamaño, los acabados, los extras y el trabajo en el terreno.",
        },
        {
          title: "Permisos e instalación",
          text: "Preparamos los trámites del permiso y de la asociación de propietarios (HOA), y luego instalamos su piscina en unas dos semanas de obra.",
        },
      ],
      dimensions:
        "Las medidas de las piscinas pueden variar hasta un 3% de las especificaciones publicadas, y ninguna piscina es apta para clavados salvo que se indique.",
    },
    summary: {
      yourDesign: "Su diseño",
      planAlt: "Plano del {pool}",
      chooseToSee: "Elija un modelo para ver su plano.",
      noModel: "Todavía no eligió un modelo",
      itemized: "Precio detallado",
      total: "Total",
      perMonth: "{amount} al mes",
      at: " con ",
      terms: "{apr}% APR a {months} meses, {down}% de pago inicial ({downAmount}), {lender}",
      printable: "Resumen para imprimir",
    },
    bar: {
      label: "Su total",
      total: "Total: {amount}",
      seeDetails: "Ver detalles",
      announce: "Total: {total}",
      announceMonthly: "Total: {total}, {monthly} al mes",
    },
    closing: {
      title: "¿Prefiere hablarlo con alguien?",
      text: "Pida un presupuesto gratis o llame a su oficina más cercana: un diseñador colocará la piscina en el plano de su propio patio.",
    },
    notes: {
      "pool-unknown": "La piscina de este diseño no está en nuestro catálogo.",
      "pool-inactive": "Ya no ofrecemos el {pool}; elija otro modelo.",
      "pool-price-on-request": "El precio del {pool} es a consultar, así que el total muestra solo los extras.",
      "add-on-unknown": "Un extra de este diseño no se ofrece y se quitó.",
      "add-on-retired": "{name} ya no se ofrece y se quitó de su diseño.",
      "add-on-repeated": "{name} aparecía dos veces; se cuenta una sola.",
      "quantity-unreadable": "No se pudo leer la cantidad de {name}, así que quedó en {amount}.",
      "quantity-raised": "La cantidad de {name} empieza en {amount}, así que quedó en {amount}.",
      "quantity-lowered": "La cantidad de {name} llega hasta {amount}, así que quedó en {amount}.",
      "group-conflict": "{kept} y {name} no van juntos; su diseño conserva {kept}.",
      "no-ledge-room": "El {pool} no tiene espacio para este extra ({lowerName}), así que se quitó.",
      "address-unreadable": "Una parte de la dirección de este diseño no se pudo leer y se dejó fuera.",
      "color-unknown": "{color} no es un color de acabado del {pool}; elija uno de sus colores.",
    },
    summaryPage: {
      title: "Su diseño de piscina",
      description:
        "Un resumen para imprimir de un diseño de piscina: el modelo, su color, los extras, el precio detallado y el pago mensual.",
      heading: "Su diseño de piscina",
      thanks:
        "¡Gracias! Su diseño va camino a nuestro equipo, y un especialista en piscinas le llamará en menos de 24 horas para planear su consulta de diseño gratis.",
      emailed: " Le enviamos por correo una copia de este diseño.",
      pickTime: "Elija la hora de su consulta gratis",
      prices:
        "Los precios son los precios de partida de hoy, antes de permisos y trabajo en el terreno; su especialista los confirma después de una visita. Las medidas de las piscinas pueden variar hasta un 3% de las especificaciones publicadas.",
      back: "Volver al diseñador",
      print: "Imprima esta página con el comando Imprimir de su navegador.",
    },
  },
});

const email = {
  subject: "Your pool design - {company}",
  greeting: "Hi {name},",
  intro: "Thank you for sending us your pool design. Here it is, with the prices of the day you sent it:",
  color: "Color: {color}",
  total: "Total: {amount}",
  monthly: "Monthly: {amount} at {apr}% APR over {months} months",
  printable: "Printable summary: {url}",
  call: "A pool specialist will call you within 24 hours ({hours}) to plan your free design consultation. Call us toll-free at {phone} if you would like to talk sooner.",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    designEmail: typeof email;
  }
}

/** The visitor's copy of the design they sent, in the language of the page they sent it from. */
export const designEmailTexts = defineTexts("designEmail", {
  en: email,
  es: {
    subject: "Su diseño de piscina - {company}",
    greeting: "Hola, {name}:",
    intro: "Gracias por enviarnos su diseño de piscina. Aquí lo tiene, con los precios del día en que lo envió:",
    color: "Color del acabado: {color}",
    total: "Precio total: {amount}",
    monthly: "Al mes: {amount} con {apr}% APR a {months} meses",
    printable: "Resumen para imprimir: {url}",
    call: "Un especialista en piscinas le llamará en menos de 24 horas ({hours}) para planear su consulta de diseño gratis. Si prefiere hablar antes, llámenos gratis al {phone}.",
  },
});

/** The design e-mail's words in a lead's language (leads.language), the office hours among them; English for anything else. */
export function designEmailLanguage(language: unknown, company: Company): DesignEmailLanguage {
  const locale = isLocale(language) ? language : "en";
  return {
    locale,
    texts: designEmailTexts[locale],
    hours: openingHoursIn(locale, company.primaryOffice.openingHours, "sentence"),
  };
}
