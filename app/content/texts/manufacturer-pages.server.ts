// The Latham and San Juan pages' own words (their shared parts are in pool-panel.server.ts). The manufacturers'
// summaries and features come from their descriptions, which staff write in each language.
import { LATHAM_PAGE_TITLE, SAN_JUAN_PAGE_TITLE } from "~/lib/content/page-titles";
import { defineTexts } from "~/lib/i18n/texts";

const latham = {
  meta: {
    title: LATHAM_PAGE_TITLE as string,
    pagedTitle: `${LATHAM_PAGE_TITLE} (Page {page})`,
    description:
      "Latham fiberglass pools installed by local Florida crews: browse every model, compare sizes and depths, and see the Crystal and Classic color collections.",
    keywords: ["Latham pools", "Latham fiberglass pools Florida", "Latham Crystal colors"],
  },
  hero: {
    fallbackSummary: "Latham fiberglass pools, made by one of the best-known names in residential pools.",
    installed: "Installed in your Florida backyard by our local crews in {installDays}.",
    consultation: "Schedule Consultation",
    viewAll: "View All Pools",
    models: "{count} Latham models",
    colors: "Crystal and Classic colors",
    installedIn: "Installed in {installDays}",
    planAlt: "Plan drawing of the Latham {name}",
  },
  collection: {
    eyebrow: "The collection",
    title: "The Latham Collection",
    intro: "Every Latham model we install, from compact plunge pools to family-size rectangles.",
    none: "No pools found matching your criteria.",
    showAll: "Show All Latham Pools",
  },
  colors: {
    eyebrow: "Finishes",
    title: "Latham Color Collections",
    intro:
      "The finish sets the color of the water. Crystal finishes add a shimmer; Classic finishes are smooth and solid.",
  },
  closing: {
    title: "Ready for your Latham pool?",
    text: "Schedule a free consultation to compare models and colors, or call your nearest office today.",
  },
};

const sanJuan = {
  meta: {
    title: SAN_JUAN_PAGE_TITLE as string,
    pagedTitle: `${SAN_JUAN_PAGE_TITLE} (Page {page})`,
    description:
      "San Juan one-piece fiberglass pools, hand-built in Lakeland, Florida, and installed by our local crews. Browse every model by series, size and shape.",
    keywords: ["San Juan pools", "San Juan fiberglass pools Florida", "one piece fiberglass pool"],
  },
  hero: {
    fallbackSummary: "One-piece fiberglass pools hand-built in Florida, installed in your backyard by our local crews.",
    models: "{count} San Juan models",
    installedIn: "Installed in {installDays}",
    builtInFlorida: "Built in Florida",
    estimate: "Get a Free Estimate",
    browse: "Browse San Juan Pools",
  },
  benefits: {
    eyebrow: "Why San Juan",
    title: "Built Strong, Built in Florida",
    intro: "What goes into every San Juan shell before it reaches your yard.",
  },
  series: {
    eyebrow: "Series and shapes",
    title: "Explore San Juan Series",
    intro: "Models grouped by series, or by shape where a model stands on its own.",
  },
  gallery: {
    eyebrow: "Gallery",
    title: "San Juan Pool Gallery",
    intro: "Filter by series, size or built-in spa, or search by name.",
    cardEstimate: "Get Estimate",
    noneTitle: "No San Juan Pools Found",
    noneText: "Try different filters, browse every pool we install, or ask us for a recommendation.",
    viewAll: "View All Pools",
    estimate: "Get a Free Estimate",
  },
  closing: {
    title: "Ready for your San Juan pool?",
    text: "Get a free estimate or send us your questions, and a local specialist will help you choose the right model.",
    contact: "Contact Us",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    lathamPage: typeof latham;
    sanJuanPage: typeof sanJuan;
  }
}

export const lathamPageTexts = defineTexts("lathamPage", {
  en: latham,
  es: {
    meta: {
      title: "Piscinas de fibra de vidrio Latham",
      pagedTitle: "Piscinas de fibra de vidrio Latham (página {page})",
      description:
        "Piscinas de fibra de vidrio Latham instaladas por equipos locales de Florida: vea todos los modelos, compare medidas y profundidades, y conozca las colecciones de colores Crystal y Classic.",
      keywords: ["piscinas Latham", "piscinas de fibra de vidrio Latham en Florida", "colores Latham Crystal"],
    },
    hero: {
      fallbackSummary:
        "Piscinas de fibra de vidrio Latham, de una de las marcas más conocidas en piscinas residenciales.",
      installed: "Instalada en el patio de su casa en Florida por nuestros equipos locales en {installDays}.",
      consultation: "Agende una consulta",
      viewAll: "Ver todas las piscinas",
      models: "{count} modelos Latham",
      colors: "Colores Crystal y Classic",
      installedIn: "Instalada en {installDays}",
      planAlt: "Plano del modelo Latham {name}",
    },
    collection: {
      eyebrow: "La colección",
      title: "La colección Latham",
      intro:
        "Todos los modelos Latham que instalamos, desde piscinas de inmersión compactas hasta rectangulares para toda la familia.",
      none: "No encontramos piscinas con esos criterios.",
      showAll: "Ver todas las piscinas Latham",
    },
    colors: {
      eyebrow: "Acabados",
      title: "Colecciones de colores Latham",
      intro:
        "El acabado le da el color al agua. Los acabados Crystal tienen un brillo especial; los Classic son lisos y de color uniforme.",
    },
    closing: {
      title: "¿Listo para su piscina Latham?",
      text: "Agende una consulta gratis para comparar modelos y colores, o llame hoy a su oficina más cercana.",
    },
  },
});

export const sanJuanPageTexts = defineTexts("sanJuanPage", {
  en: sanJuan,
  es: {
    meta: {
      title: "Piscinas de fibra de vidrio San Juan",
      pagedTitle: "Piscinas de fibra de vidrio San Juan (página {page})",
      description:
        "Piscinas de fibra de vidrio San Juan de una sola pieza, hechas a mano en Lakeland, Florida, e instaladas por nuestros equipos locales. Vea todos los modelos por serie, tamaño y forma.",
      keywords: [
        "piscinas San Juan",
        "piscinas de fibra de vidrio San Juan en Florida",
        "piscina de fibra de vidrio de una pieza",
      ],
    },
    hero: {
      fallbackSummary:
        "Piscinas de fibra de vidrio de una sola pieza, hechas a mano en Florida e instaladas en su patio por nuestros equipos locales.",
      models: "{count} modelos San Juan",
      installedIn: "Instalada en {installDays}",
      builtInFlorida: "Hecha en Florida",
      estimate: "Pida su presupuesto gratis",
      browse: "Ver piscinas San Juan",
    },
    benefits: {
      eyebrow: "Por qué San Juan",
      title: "Resistentes y hechas en Florida",
      intro: "Lo que lleva cada casco San Juan antes de llegar a su patio.",
    },
    series: {
      eyebrow: "Series y formas",
      title: "Conozca las series San Juan",
      intro: "Modelos agrupados por serie, o por forma cuando un modelo no pertenece a ninguna serie.",
    },
    gallery: {
      eyebrow: "Galería",
      title: "Galería de piscinas San Juan",
      intro: "Filtre por serie, tamaño o spa integrado, o busque por nombre.",
      cardEstimate: "Pedir presupuesto",
      noneTitle: "No encontramos piscinas San Juan",
      noneText: "Pruebe otros filtros, vea todas las piscinas que instalamos o pídanos una recomendación.",
      viewAll: "Ver todas las piscinas",
      estimate: "Pida su presupuesto gratis",
    },
    closing: {
      title: "¿Listo para su piscina San Juan?",
      text: "Pida su presupuesto gratis o envíenos sus preguntas, y un especialista local le ayudará a escoger el modelo ideal.",
      contact: "Contáctenos",
    },
  },
});
