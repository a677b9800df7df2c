// The above-ground pools page's words; its figures (price, days, warranties, wall heights) are in
// app/content/above-ground-series.ts and fill the placeholders.
import { ABOVE_GROUND_PAGE_TITLE } from "~/lib/content/page-titles";
import type { AboveGroundSeriesId } from "~/content/above-ground-series";
import { defineTexts } from "~/lib/i18n/texts";

interface SeriesWords {
  description: string;
  shapes: string[];
  sizes: string[];
  features: string[];
}

const en = {
  meta: {
    title: ABOVE_GROUND_PAGE_TITLE as string,
    description:
      "Above ground pools for Florida families: three series with warranties up to {years} years, starting at {price} with {days} day installation.",
    keywords: ["above ground pools Florida", "resin above ground pool", "steel wall pool", "affordable pool"],
  },
  startingAt: "Starting at {price}",
  installationItem: "{days} day installation",
  warrantiesUpTo: "Warranties up to {years} years",
  hero: {
    eyebrow: "Above ground pools",
    title: "Above Ground Pools for Florida Families",
    intro:
      "An affordable pool your family can enjoy this season: three series built for Florida weather, starting at {price} with {days} day installation.",
    estimate: "Get Free Estimate",
    explore: "Explore Pool Series",
    packages: "Packages",
    seriesCount: "{count} series to choose from",
    walls: "{heights} inch walls",
    longestWarranty: "Up to {years}-year warranty",
  },
  and: "and",
  benefits: {
    eyebrow: "Why above ground",
    title: "A Backyard Pool Without the Wait",
    intro: "Everything you love about a pool, at a price and a pace that fit your family.",
    items: [
      {
        title: "Budget friendly",
        text: "Starting at {price}, with ladders, filtration and installation options quoted up front.",
      },
      {
        title: "Swim this week",
        text: "Most pools are set up, leveled and filled with {days} day installation on a prepared site.",
      },
      {
        title: "Built for Florida",
        text: "Resin and galvanized steel walls with resin trim stand up to humidity, sun and salt air.",
      },
      { title: "Warranties up to {years} years", text: "Every series carries its own warranty: {warranties}." },
      {
        title: "Two wall heights",
        text: "Walls come in {heights} inch heights to suit your yard and your swimmers.",
      },
      {
        title: "Local crews",
        text: "The same local crews and offices that install our fiberglass pools set up and service your pool.",
      },
    ],
    years: "{years} years",
  },
  seriesSection: {
    eyebrow: "Pool series",
    title: "Choose Your Series",
    intro: "Three series, each with its own wall, warranty and look.",
    carouselLabel: "Above ground pool series",
    itemName: "series",
  },
  slide: {
    eyebrow: "Above ground series",
    warranty: "Warranty",
    warrantyYears: "{years} years",
    wallHeight: "Wall height",
    wallInches: "{inches} inches",
    shapesAndSizes: "Shapes and sizes",
    features: "Features",
  },
  series: {
    coastalSteel: {
      description:
        "A galvanized steel wall with resin top rails and trim: a sturdy, good-looking family pool built to handle Florida humidity.",
      shapes: ["Round", "Oval"],
      sizes: ["15' round", "18' round", "21' round", "24' round", "12' x 24' oval", "15' x 30' oval"],
      features: ["Galvanized steel wall", "Resin top rails and trim", "Sand filter and pump package", "Wide top ledge"],
    },
    familyValue: {
      description:
        "Our most affordable way into a backyard pool, with a lower wall that is easy for younger swimmers to enjoy.",
      shapes: ["Round", "Oval"],
      sizes: ["15' round", "18' round", "21' round", "24' round", "12' x 24' oval"],
      features: [
        "Steel wall with resin trim",
        "Cartridge filter package",
        "Entry ladder included",
        "Lower 48-inch wall",
      ],
    },
    premierResin: {
      description:
        "All-resin construction that will not rust or corrode, with our longest warranty: the premium above-ground choice for coastal yards.",
      shapes: ["Round", "Oval"],
      sizes: ["18' round", "21' round", "24' round", "27' round", "15' x 30' oval", "18' x 33' oval"],
      features: [
        "Corrosion-free resin wall",
        "Resin top rails, uprights and trim",
        "High-flow filtration",
        "LED light option",
      ],
    },
  } satisfies Record<AboveGroundSeriesId, SeriesWords> as Record<AboveGroundSeriesId, SeriesWords>,
  included: {
    eyebrow: "What's included",
    title: "What's Included With Every Pool",
    intro: "A complete, ready-to-swim pool from one local team, with no surprise add-ons on installation day.",
    items: [
      "Site survey and leveling of the pool base",
      "Pool wall, frame, top rails and trim",
      "Liner installed and fitted",
      "Filter, pump and hoses",
      "Entry ladder or steps",
      "Setup, first fill and a walkthrough of your equipment",
    ],
  },
  closing: {
    title: "Ready for your above ground pool?",
    text: "Get a free estimate, or contact us with questions about sizes, series and installation.",
    contact: "Contact Us",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    aboveGround: typeof en;
  }
}

export const aboveGroundTexts = defineTexts("aboveGround", {
  en,
  es: {
    meta: {
      title: "Piscinas sobre el suelo",
      description:
        "Piscinas sobre el suelo para familias de Florida: tres series con garantías de hasta {years} años, desde {price} e instalación en {days} días.",
      keywords: [
        "piscinas sobre el suelo en Florida",
        "piscina sobre el suelo de resina",
        "piscina con pared de acero",
        "piscina económica",
      ],
    },
    startingAt: "Desde {price}",
    installationItem: "Instalación en {days} días",
    warrantiesUpTo: "Garantías de hasta {years} años",
    hero: {
      eyebrow: "Piscinas sobre el suelo",
      title: "Piscinas sobre el suelo para familias de Florida",
      intro:
        "Una piscina económica que su familia puede disfrutar esta misma temporada: tres series hechas para el clima de Florida, desde {price} e instalación en {days} días.",
      estimate: "Pida su presupuesto gratis",
      explore: "Vea las series",
      packages: "Paquetes",
      seriesCount: "{count} series para escoger",
      walls: "Paredes de {heights} pulgadas",
      longestWarranty: "Garantía de hasta {years} años",
    },
    and: "y",
    benefits: {
      eyebrow: "Por qué sobre el suelo",
      title: "Una piscina en su patio sin largas esperas",
      intro: "Todo lo bueno de tener piscina, a un precio y un ritmo que le convienen a su familia.",
      items: [
        {
          title: "Cuida su presupuesto",
          text: "Desde {price}, con escaleras, filtración y opciones de instalación cotizadas desde el principio.",
        },
        {
          title: "A nadar esta semana",
          text: "La mayoría de las piscinas quedan armadas, niveladas y llenas con instalación en {days} días en un terreno preparado.",
        },
        {
          title: "Hecha para Florida",
          text: "Paredes de resina y de acero galvanizado con acabados de resina que aguantan la humedad, el sol y el salitre.",
        },
        { title: "Garantías de hasta {years} años", text: "Cada serie tiene su propia garantía: {warranties}." },
        {
          title: "Dos alturas de pared",
          text: "Paredes de {heights} pulgadas de alto, según su patio y quienes vayan a nadar.",
        },
        {
          title: "Equipos locales",
          text: "Los mismos equipos y oficinas locales que instalan nuestras piscinas de fibra de vidrio arman y dan servicio a su piscina.",
        },
      ],
      years: "{years} años",
    },
    seriesSection: {
      eyebrow: "Series de piscinas",
      title: "Escoja su serie",
      intro: "Tres series, cada una con su pared, su garantía y su estilo.",
      carouselLabel: "Series de piscinas sobre el suelo",
      itemName: "serie",
    },
    slide: {
      eyebrow: "Serie sobre el suelo",
      warranty: "Garantía",
      warrantyYears: "{years} años",
      wallHeight: "Altura de pared",
      wallInches: "{inches} pulgadas",
      shapesAndSizes: "Formas y tamaños",
      features: "Características",
    },
    series: {
      coastalSteel: {
        description:
          "Pared de acero galvanizado con barandas superiores y acabados de resina: una piscina familiar resistente y bonita, hecha para la humedad de Florida.",
        shapes: ["Redonda", "Ovalada"],
        sizes: ["15' redonda", "18' redonda", "21' redonda", "24' redonda", "12' x 24' ovalada", "15' x 30' ovalada"],
        features: [
          "Pared de acero galvanizado",
          "Barandas superiores y acabados de resina",
          "Paquete de filtro de arena y bomba",
          "Borde superior ancho",
        ],
      },
      familyValue: {
        description:
          "La forma más económica de tener piscina en su patio, con una pared más baja que los más pequeños disfrutan con facilidad.",
        shapes: ["Redonda", "Ovalada"],
        sizes: ["15' redonda", "18' redonda", "21' redonda", "24' redonda", "12' x 24' ovalada"],
        features: [
          "Pared de acero con acabados de resina",
          "Paquete de filtro de cartucho",
          "Escalera de entrada incluida",
          "Pared más baja, de 48 pulgadas",
        ],
      },
      premierResin: {
        description:
          "Construcción toda de resina que no se oxida ni se corroe, con nuestra garantía más larga: la opción superior sobre el suelo para patios cerca de la costa.",
        shapes: ["Redonda", "Ovalada"],
        sizes: ["18' redonda", "21' redonda", "24' redonda", "27' redonda", "15' x 30' ovalada", "18' x 33' ovalada"],
        features: [
          "Pared de resina que no se corroe",
          "Barandas superiores, postes y acabados de resina",
          "Filtración de alto caudal",
          "Opción de luz LED",
        ],
      },
    },
    included: {
      eyebrow: "Qué incluye",
      title: "Qué incluye cada piscina",
      intro:
        "Una piscina completa y lista para nadar, de un solo equipo local, sin extras sorpresa el día de la instalación.",
      items: [
        "Inspección del terreno y nivelación de la base",
        "Pared, estructura, barandas superiores y acabados",
        "Forro (liner) instalado y ajustado",
        "Filtro, bomba y mangueras",
        "Escalera o escalones de entrada",
        "Armado, primer llenado y un recorrido por su equipo",
      ],
    },
    closing: {
      title: "¿Listo para su piscina sobre el suelo?",
      text: "Pida su presupuesto gratis, o contáctenos si tiene preguntas sobre tamaños, series e instalación.",
      contact: "Contáctenos",
    },
  },
});
