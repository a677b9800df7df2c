// The built-in local pages' words: /fiberglass-pools-ocala and /south-florida-promotion. Offices, phones and towns
// come from the company profile, pools from the catalogue, the winter offer's amount from ~/content/winter-special.
import { WINTER_INSTALLATION_SPECIAL } from "~/content/winter-special";
import { COMPANY_CLAIMS } from "~/lib/company/offices";
import { defineTexts } from "~/lib/i18n/texts";

const ocalaEn = {
  meta: {
    title: "Fiberglass Pools in Ocala, FL",
    description: `Fiberglass pools installed in Ocala, Marion County, Gainesville and The Villages by our Ocala office. Installed in ${COMPANY_CLAIMS.installDays}, from {price}. Free estimates.`,
    keywords: [
      "fiberglass pools Ocala",
      "pool installation Marion County",
      "pool builder The Villages",
      "Gainesville pools",
    ],
  },
  hero: {
    title: "Fiberglass Pools in Ocala",
    intro:
      "From our {office} office we design and install fiberglass pools across Marion County, Gainesville and The Villages: local crews, a written estimate and about two weeks on site.",
    estimate: "Get a Free Estimate",
    call: "Call {office} {phone}",
    facts: [
      `Installed in ${COMPANY_CLAIMS.installDays}`,
      COMPANY_CLAIMS.structuralWarranty,
      `${COMPANY_CLAIMS.rating} rating`,
    ],
    serving: "Serving",
  },
  area: {
    eyebrow: "Where we build",
    title: "Your local pool team in Central Florida",
    intro:
      "{office} is our primary office. The people who measure your yard are the people who dig it, set the shell and show you how to run your pool.",
    towns: "Towns we serve include {towns}. Not sure if we cover your street? Call the office, we are happy to check.",
  },
  popular: {
    eyebrow: "Popular around Ocala",
    title: "Pools our Ocala customers love",
    intro: "A mix of rectangles, freeforms, built-in spas and a compact model, from Latham and San Juan.",
    updating: "Our pool models are being updated.",
    browseAll: "Browse all pools",
    viewAll: "View All {count} Pools",
  },
  why: {
    eyebrow: "Why fiberglass",
    title: "Why fiberglass suits Central Florida soils",
    intro:
      "Sand over limestone, high water tables and cool winter nights: fiberglass handles the conditions around Ocala well.",
    reasons: [
      {
        title: "Made for sandy, shifting ground",
        text: "Marion County sits on sand over limestone, and the ground can settle. A one-piece fiberglass shell flexes slightly with the soil instead of cracking like plaster, and we set it on a compacted, leveled base.",
      },
      {
        title: "Ready for high water tables",
        text: "Near springs, lakes and low ground, groundwater can rise fast after rain. We plan dewatering for the dig and backfill in 6-inch lifts while the pool fills, so the shell stays true.",
      },
      {
        title: "Warmer water in cool winters",
        text: "North Central Florida nights regularly drop into the 30s and 40s. Fiberglass holds heat well, and a heat pump sized to your pool keeps the season going.",
      },
      {
        title: "Easy on hard water",
        text: "Well and city water here is rich in minerals. The smooth, nonporous gelcoat resists scale and algae, and owners typically use far fewer chemicals than with plaster.",
      },
    ],
    seeHow: "See how the work is done, day by day, on our",
    timeline: "installation timeline",
  },
  closing: {
    title: "Plan your pool with our {office} team",
    text: "Free estimates for Marion County, Gainesville and The Villages. Pools from {price}.",
  },
};

const southFloridaEn = {
  meta: {
    title: "South Florida Pool Promotion: Save {savings} This Winter",
    description:
      "{special} for Palm Beach, St. Lucie, Martin and Indian River county homeowners: save {savings} on all-inclusive fiberglass pool packages from {price}. Terms apply.",
    keywords: ["pool promotion West Palm Beach", "fiberglass pool Port St. Lucie", "pool deal South Florida"],
  },
  special: WINTER_INSTALLATION_SPECIAL.name as string,
  hero: {
    eyebrow: "South Florida · {special}",
    title: "Save {savings} on your pool this winter",
    intro:
      "For homeowners in {counties} counties: {savings} off an all-inclusive fiberglass pool package, from {price}, installed by our West Palm Beach and Port St. Lucie crews.",
    claim: "Claim the Winter Special",
    terms: "See the Terms",
    facts: ["Packages from {price}", `Installed in ${COMPANY_CLAIMS.installDays}`, "Terms apply, ask your office"],
    off: "off an all-inclusive pool package",
    startAt: "Packages start at {price}. Terms apply, ask your office.",
  },
  offer: {
    eyebrow: "The offer",
    title: "One package, one price, and a winter saving",
    intro:
      "Our all-inclusive package starts at {price}. Sign with our West Palm Beach or Port St. Lucie office while the special runs and we take {savings} off the package price in your written estimate.",
    includesHeading: "Every package includes",
    /** What every all-inclusive package covers (the same facts as the packages page). */
    includes: [
      "The fiberglass shell",
      "Delivery and crane set",
      "Excavation and backfill",
      "Plumbing and filtration equipment",
      "A 40 ft electrical hookup",
      "Permit paperwork and start-up",
      "A 30-year limited warranty",
    ],
    termsHeading: "Offer terms",
    terms: [
      "Applies to new all-inclusive pool package contracts signed with our West Palm Beach or Port St. Lucie office for homes in Palm Beach, St. Lucie, Martin and Indian River counties.",
      "The saving is taken off the package price in your written estimate; it has no cash value.",
      "One saving per home; it cannot be combined with other offers or applied to contracts already signed.",
      "Installation dates depend on permit approval and shell delivery: installation is scheduled from about 45 days after both.",
      "Offer dates and availability are limited. Terms apply, ask your office.",
    ],
    seeOur: "See our",
    disclaimers: "legal disclaimers",
    howStated: "for how prices and timelines are stated.",
  },
  compact: {
    eyebrow: "Compact pools",
    title: "Made for South Florida lots",
    intro: `Townhome yards and zero-lot-line homes still have room for a pool. Compact models are installed in ${COMPANY_CLAIMS.compactInstallDays}.`,
    updating: "Our compact models are being updated.",
    browseAll: "Browse all pools",
    about: "About Compact Pools",
    viewAll: "View All Pools",
  },
  why: {
    eyebrow: "Why fiberglass",
    title: "A pool built for South Florida living",
    reasons: [
      {
        title: "Swim all year",
        text: "Mild winters mean a South Florida pool is used almost every month. Solar heating often does much of the work, with a small heat pump for the cool weeks.",
      },
      {
        title: "Built for coastal ground",
        text: "Sandy soil and a high water table near the coast call for careful dewatering and backfill. Our crews install in these conditions every week.",
      },
      {
        title: "Storm-season smart",
        text: "A full fiberglass pool rides out storms well. Keep it full, switch the equipment off at the breaker, and never drain it without calling us.",
      },
      {
        title: "Salt-air friendly",
        text: "Fiberglass pairs well with salt chlorine generators, and the gelcoat is not attacked by salt the way some plaster and metal surfaces can be.",
      },
    ],
  },
  offices: {
    eyebrow: "Your local offices",
    title: "Local offices on the Treasure and Gold Coasts",
    county: "{county} County",
  },
  closing: {
    title: "Lock in your {savings} winter saving",
    text: "Request your free estimate and mention the {special}, or call your nearest South Florida office.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    ocala: typeof ocalaEn;
    southFlorida: typeof southFloridaEn;
  }
}

export const ocalaTexts = defineTexts("ocala", {
  en: ocalaEn,
  es: {
    meta: {
      title: "Piscinas de fibra de vidrio en Ocala, FL",
      description:
        "Piscinas de fibra de vidrio instaladas en Ocala, el condado de Marion, Gainesville y The Villages por nuestra oficina de Ocala. Instaladas en 7-14 días, desde {price}. Presupuestos gratis.",
      keywords: [
        "piscinas de fibra de vidrio Ocala",
        "instalación de piscinas condado de Marion",
        "constructor de piscinas The Villages",
        "piscinas en Gainesville",
      ],
    },
    hero: {
      title: "Piscinas de fibra de vidrio en Ocala",
      intro:
        "Desde nuestra oficina de {office} diseñamos e instalamos piscinas de fibra de vidrio en el condado de Marion, Gainesville y The Villages: equipos locales, un presupuesto por escrito y unas dos semanas de obra.",
      estimate: "Pida un presupuesto gratis",
      call: "Llame a {office} {phone}",
      facts: [
        "Instalada en 7-14 días",
        "Garantía estructural de más de 25 años",
        `Calificación de ${COMPANY_CLAIMS.rating}`,
      ],
      serving: "Atendemos",
    },
    area: {
      eyebrow: "Dónde construimos",
      title: "Su equipo local de piscinas en el centro de Florida",
      intro:
        "{office} es nuestra oficina principal. Quienes miden su patio son quienes lo excavan, colocan el casco y le enseñan a usar su piscina.",
      towns:
        "Entre las localidades que atendemos están {towns}. ¿No sabe si llegamos a su calle? Llame a la oficina y con gusto lo verificamos.",
    },
    popular: {
      eyebrow: "Populares en Ocala",
      title: "Las piscinas favoritas de nuestros clientes de Ocala",
      intro:
        "Una mezcla de rectangulares, de forma libre, con spa integrado y un modelo compacto, de Latham y San Juan.",
      updating: "Estamos actualizando nuestros modelos de piscinas.",
      browseAll: "Vea todas las piscinas",
      viewAll: "Ver las {count} piscinas",
    },
    why: {
      eyebrow: "Por qué fibra de vidrio",
      title: "Por qué la fibra de vidrio va bien con los suelos del centro de Florida",
      intro:
        "Arena sobre piedra caliza, niveles freáticos altos y noches frías en invierno: la fibra de vidrio aguanta bien las condiciones de Ocala.",
      reasons: [
        {
          title: "Hecha para suelos arenosos que se mueven",
          text: "El condado de Marion está sobre arena y piedra caliza, y el terreno puede asentarse. Un casco de fibra de vidrio de una pieza se flexiona un poco con el suelo en lugar de agrietarse como el yeso, y lo colocamos sobre una base compactada y nivelada.",
        },
        {
          title: "Preparada para niveles freáticos altos",
          text: "Cerca de manantiales, lagos y terrenos bajos, el agua del subsuelo puede subir rápido después de la lluvia. Planeamos el desagüe de la excavación y rellenamos en capas de 6 pulgadas mientras se llena la piscina, para que el casco no se mueva.",
        },
        {
          title: "Agua más tibia en inviernos frescos",
          text: "En el centro-norte de Florida las noches bajan a menudo a los 30 y 40 °F. La fibra de vidrio conserva bien el calor, y una bomba de calor del tamaño de su piscina alarga la temporada.",
        },
        {
          title: "Aguanta el agua dura",
          text: "El agua de pozo y de la ciudad aquí tiene muchos minerales. El gelcoat liso y no poroso resiste el sarro y las algas, y los dueños suelen usar muchos menos químicos que con el yeso.",
        },
      ],
      seeHow: "Vea cómo se hace el trabajo, día a día, en nuestro",
      timeline: "calendario de instalación",
    },
    closing: {
      title: "Planee su piscina con nuestro equipo de {office}",
      text: "Presupuestos gratis para el condado de Marion, Gainesville y The Villages. Piscinas desde {price}.",
    },
  },
});

export const southFloridaTexts = defineTexts("southFlorida", {
  en: southFloridaEn,
  es: {
    meta: {
      title: "Promoción de piscinas en el sur de Florida: ahorre {savings} este invierno",
      description:
        "{special} para propietarios de los condados de Palm Beach, St. Lucie, Martin e Indian River: ahorre {savings} en paquetes de piscinas de fibra de vidrio todo incluido desde {price}. Aplican condiciones.",
      keywords: [
        "promoción de piscinas West Palm Beach",
        "piscina de fibra de vidrio Port St. Lucie",
        "oferta de piscinas sur de Florida",
      ],
    },
    special: "Especial de instalación de invierno",
    hero: {
      eyebrow: "Sur de Florida · {special}",
      title: "Ahorre {savings} en su piscina este invierno",
      intro:
        "Para propietarios de los condados de {counties}: {savings} de descuento en un paquete de piscina de fibra de vidrio todo incluido, desde {price}, instalado por nuestros equipos de West Palm Beach y Port St. Lucie.",
      claim: "Aproveche el especial de invierno",
      terms: "Vea las condiciones",
      facts: ["Paquetes desde {price}", "Instalada en 7-14 días", "Aplican condiciones, pregunte en su oficina"],
      off: "de descuento en un paquete de piscina todo incluido",
      startAt: "Los paquetes empiezan en {price}. Aplican condiciones, pregunte en su oficina.",
    },
    offer: {
      eyebrow: "La oferta",
      title: "Un paquete, un precio y un ahorro de invierno",
      intro:
        "Nuestro paquete todo incluido empieza en {price}. Firme con nuestra oficina de West Palm Beach o de Port St. Lucie mientras dure el especial y le descontamos {savings} del precio del paquete en su presupuesto por escrito.",
      includesHeading: "Cada paquete incluye",
      includes: [
        "El casco de fibra de vidrio",
        "Entrega y colocación con grúa",
        "Excavación y relleno",
        "Plomería y equipo de filtración",
        "Una conexión eléctrica de 40 pies",
        "Trámite del permiso y puesta en marcha",
        "Una garantía limitada de 30 años",
      ],
      termsHeading: "Condiciones de la oferta",
      terms: [
        "Aplica a contratos nuevos de paquetes de piscina todo incluido firmados con nuestra oficina de West Palm Beach o de Port St. Lucie para casas en los condados de Palm Beach, St. Lucie, Martin e Indian River.",
        "El ahorro se descuenta del precio del paquete en su presupuesto por escrito; no tiene valor en efectivo.",
        "Un ahorro por casa; no se puede combinar con otras ofertas ni aplicar a contratos ya firmados.",
        "Las fechas de instalación dependen de la aprobación del permiso y de la entrega del casco: la instalación se programa a partir de unos 45 días después de ambas.",
        "Las fechas y la disponibilidad de la oferta son limitadas. Aplican condiciones, pregunte en su oficina.",
      ],
      seeOur: "Vea nuestros",
      disclaimers: "avisos legales",
      howStated: "para saber cómo se expresan los precios y los plazos.",
    },
    compact: {
      eyebrow: "Piscinas compactas",
      title: "Hechas para los terrenos del sur de Florida",
      intro:
        "Los patios de townhouses y las casas sin retiro lateral también tienen espacio para una piscina. Los modelos compactos se instalan en 3-5 días.",
      updating: "Estamos actualizando nuestros modelos compactos.",
      browseAll: "Vea todas las piscinas",
      about: "Sobre las piscinas compactas",
      viewAll: "Ver todas las piscinas",
    },
    why: {
      eyebrow: "Por qué fibra de vidrio",
      title: "Una piscina hecha para la vida en el sur de Florida",
      reasons: [
        {
          title: "Nade todo el año",
          text: "Con inviernos suaves, una piscina en el sur de Florida se usa casi todos los meses. La calefacción solar suele hacer gran parte del trabajo, con una pequeña bomba de calor para las semanas frescas.",
        },
        {
          title: "Hecha para suelos costeros",
          text: "El suelo arenoso y el nivel freático alto cerca de la costa piden un desagüe y un relleno cuidadosos. Nuestros equipos instalan en estas condiciones todas las semanas.",
        },
        {
          title: "Lista para la temporada de tormentas",
          text: "Una piscina de fibra de vidrio llena aguanta bien las tormentas. Manténgala llena, apague los equipos en el interruptor y nunca la vacíe sin llamarnos.",
        },
        {
          title: "Resiste el aire salino",
          text: "La fibra de vidrio va bien con los generadores de cloro salino, y la sal no ataca el gelcoat como puede pasar con algunas superficies de yeso y metal.",
        },
      ],
    },
    offices: {
      eyebrow: "Sus oficinas locales",
      title: "Oficinas locales en la Treasure Coast y la Gold Coast",
      county: "Condado de {county}",
    },
    closing: {
      title: "Asegure su ahorro de invierno de {savings}",
      text: "Pida su presupuesto gratis y mencione el {special}, o llame a su oficina más cercana en el sur de Florida.",
    },
  },
});
