// The compact 10x20 pool page's words. `{days}` is the company's compact install time (companyClaims).
import { COMPACT_POOL_PAGE_TITLE } from "~/lib/content/page-titles";
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: COMPACT_POOL_PAGE_TITLE as string,
    description:
      "Compact 10x20 fiberglass pools for small Florida backyards, installed in {days}. Plunge and small models, prices and a free estimate.",
    keywords: ["10x20 fiberglass pool", "compact fiberglass pools", "plunge pool Florida", "small pool"],
  },
  hero: {
    eyebrow: "Compact fiberglass pools",
    heading: "The 10x20 Fiberglass Pool for Small Florida Yards",
    intro:
      "Big fun for small yards: a compact fiberglass pool fits where a full-size pool won't, and is installed in {days}.",
    facts: ["Installed in {days}", "10' x 20' footprint", "Fiberglass shell, smooth finish"],
    estimate: "Get a Free 10x20 Pool Estimate",
    specAlt: "Spec drawing of the {name}: {dimensions}, depth {depth}",
    genericAlt: "Compact rectangular fiberglass pool",
    specCaption: "{name}: {dimensions}, {depth} depth",
    specCaptionGallons: "{name}: {dimensions}, {depth} depth, about {gallons}",
    genericCaption: "A compact 10' x 20' fiberglass pool",
  },
  explainer: {
    eyebrow: "Small pool, big life",
    title: "What Is a Plunge Pool?",
    paragraphs: [
      "A plunge pool is a small pool made for cooling off, relaxing and spending time together rather than swimming laps. Most have an even depth of around four to five feet, so everyone can stand, sit on the benches or float.",
      "In Florida a compact pool is a year-round retreat: it fits a townhome yard or a corner of a larger lot, leaves room for a deck and lanai, and costs less to heat, filter and treat than a full-size pool.",
    ],
    points: [
      "Even depth, no deep end: comfortable for standing and lounging",
      "Molded steps and benches built into the one-piece shell",
      "Fewer gallons to heat and treat than a full-size pool",
      "Room left over for a deck, a lanai or landscaping",
    ],
  },
  featured: {
    eyebrow: "Featured models",
    title: "Our Most Popular Compact Pools",
    intro: "Two proven small-yard favorites from the brands we install.",
    planAlt: "Plan drawing of the {name} pool",
    size: "Size",
    depth: "Depth",
    capacity: "Capacity",
    from: "From",
    details: "View {name} Details",
  },
  grid: {
    eyebrow: "Compact collection",
    title: "More Compact Fiberglass Pools",
    intro: "Plunge and small models that fit tight Florida lots.",
    none: "Call us or request an estimate to see every compact model.",
    viewAll: "View All Pools",
  },
  benefits: {
    eyebrow: "Why compact",
    title: "Why Choose a Compact Pool?",
    items: [
      {
        title: "Installed in {days}",
        text: "Compact pools are installed in {days}, so your yard is back to normal quickly and you swim sooner.",
      },
      {
        title: "Made for small yards",
        text: "A 10' x 20' footprint fits townhome lots, zero-lot-line homes and yards where a full-size pool would crowd everything else.",
      },
      {
        title: "Lower running costs",
        text: "Fewer gallons mean smaller heating, filtration and chemical bills, month after month.",
      },
      {
        title: "Relax, cool off, exercise",
        text: "Perfect for cooling off after work, soaking sore muscles or water exercise, and easy to heat for cooler months.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Happy owners",
    title: "What Compact Pool Owners Say",
    /** In the order of compactPoolTestimonialAuthors. */
    quotes: [
      "We thought our yard was too small for a pool. The 10x20 fits perfectly next to the lanai, and the crew had it in and filled within the week.",
      "Exactly what we wanted for retirement: a place to cool off and do our water exercises without the upkeep of a big pool.",
      "Clear pricing, a quick install and a pool the kids use every single day. The plunge model was the right call for our townhome.",
    ],
  },
  branches: {
    eyebrow: "Local branches",
    title: "Talk to Your Local Branch",
    intro: "Call the office nearest you for a site visit and a compact pool quote.",
  },
  closing: {
    title: "Ready for your compact pool?",
    text: "Get a free 10x20 pool estimate, or call your nearest branch to talk it through.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    compactPool: typeof en;
  }
}

export const compactPoolTexts = defineTexts("compactPool", {
  en,
  es: {
    meta: {
      title: "Piscina de fibra de vidrio de 10x20",
      description:
        "Piscinas compactas de fibra de vidrio de 10x20 para patios pequeños de Florida, instaladas en {days}. Modelos de inmersión y pequeños, precios y presupuesto gratis.",
      keywords: [
        "piscina de fibra de vidrio 10x20",
        "piscinas compactas de fibra de vidrio",
        "piscina de inmersión en Florida",
        "piscina pequeña",
      ],
    },
    hero: {
      eyebrow: "Piscinas compactas de fibra de vidrio",
      heading: "La piscina de fibra de vidrio de 10x20 para patios pequeños de Florida",
      intro:
        "Mucha diversión para patios pequeños: una piscina compacta de fibra de vidrio cabe donde una de tamaño completo no cabe, y se instala en {days}.",
      facts: ["Instalada en {days}", "Ocupa 10' x 20'", "Casco de fibra de vidrio con acabado liso"],
      estimate: "Pida su presupuesto gratis para una piscina de 10x20",
      specAlt: "Plano técnico del modelo {name}: {dimensions}, profundidad {depth}",
      genericAlt: "Piscina compacta rectangular de fibra de vidrio",
      specCaption: "{name}: {dimensions}, profundidad de {depth}",
      specCaptionGallons: "{name}: {dimensions}, profundidad de {depth}, unos {gallons}",
      genericCaption: "Una piscina compacta de fibra de vidrio de 10' x 20'",
    },
    explainer: {
      eyebrow: "Piscina pequeña, gran vida",
      title: "¿Qué es una piscina de inmersión?",
      paragraphs: [
        "Una piscina de inmersión (plunge pool) es una piscina pequeña pensada para refrescarse, relajarse y pasar tiempo juntos más que para nadar largos. La mayoría tiene una profundidad pareja de unos cuatro a cinco pies, así que todos pueden estar de pie, sentarse en los bancos o flotar.",
        "En Florida, una piscina compacta es un refugio todo el año: cabe en el patio de un townhome o en una esquina de un terreno más grande, deja espacio para una terraza (deck) y un lanai, y cuesta menos calentarla, filtrarla y tratarla que una piscina de tamaño completo.",
      ],
      points: [
        "Profundidad pareja, sin parte honda: cómoda para estar de pie y descansar",
        "Escalones y bancos moldeados en el casco de una sola pieza",
        "Menos galones que calentar y tratar que en una piscina de tamaño completo",
        "Queda espacio para una terraza, un lanai o jardines",
      ],
    },
    featured: {
      eyebrow: "Modelos destacados",
      title: "Nuestras piscinas compactas más populares",
      intro: "Dos favoritas comprobadas para patios pequeños, de las marcas que instalamos.",
      planAlt: "Plano de la piscina {name}",
      size: "Tamaño",
      depth: "Profundidad",
      capacity: "Capacidad",
      from: "Desde",
      details: "Ver detalles de {name}",
    },
    grid: {
      eyebrow: "Colección compacta",
      title: "Más piscinas compactas de fibra de vidrio",
      intro: "Modelos pequeños y de inmersión que caben en los terrenos más ajustados de Florida.",
      none: "Llámenos o pida un presupuesto para ver todos los modelos compactos.",
      viewAll: "Ver todas las piscinas",
    },
    benefits: {
      eyebrow: "Por qué compacta",
      title: "¿Por qué escoger una piscina compacta?",
      items: [
        {
          title: "Instalada en {days}",
          text: "Las piscinas compactas se instalan en {days}: su patio vuelve a la normalidad rápido y usted se baña antes.",
        },
        {
          title: "Hecha para patios pequeños",
          text: "Con 10' x 20', cabe en terrenos de townhome, casas sin retiro lateral y patios donde una piscina de tamaño completo no dejaría espacio para nada más.",
        },
        {
          title: "Cuesta menos mantenerla",
          text: "Menos galones significan cuentas más bajas de calefacción, filtración y químicos, mes tras mes.",
        },
        {
          title: "Relájese, refrésquese, ejercítese",
          text: "Ideal para refrescarse después del trabajo, aliviar músculos cansados o hacer ejercicio en el agua, y fácil de calentar en los meses más frescos.",
        },
      ],
    },
    testimonials: {
      eyebrow: "Clientes felices",
      title: "Lo que dicen quienes tienen una piscina compacta",
      quotes: [
        "Pensábamos que nuestro patio era muy pequeño para una piscina. La de 10x20 quedó perfecta al lado del lanai, y el equipo la instaló y la llenó en menos de una semana.",
        "Justo lo que queríamos para el retiro: un lugar para refrescarnos y hacer nuestros ejercicios en el agua sin el mantenimiento de una piscina grande.",
        "Precios claros, una instalación rápida y una piscina que los niños usan todos los días. El modelo de inmersión fue la decisión correcta para nuestro townhome.",
      ],
    },
    branches: {
      eyebrow: "Oficinas locales",
      title: "Hable con su oficina local",
      intro: "Llame a la oficina más cercana para una visita a su propiedad y un presupuesto de piscina compacta.",
    },
    closing: {
      title: "¿Listo para su piscina compacta?",
      text: "Pida su presupuesto gratis para una piscina de 10x20, o llame a su oficina más cercana para conversarlo.",
    },
  },
});
