// The home page's words. `home` travels as loader data (the parts that change in the browser: the design teaser,
// the gallery, the contact block) and `homeVideos` as the one heading the videos section needs; `homeSections` (the
// hero and the sections that never change after a page load) is set aside for the server's render
// (sendOnceAsHtml), so its words reach the browser once, as HTML. Figures come from the company's claims and the price list.
import { COMPANY_CLAIMS, OFFICE_COUNT, SERVICE_AREA } from "~/lib/company/offices";
import { BASE_POOL_PRICE, formatUsd } from "~/lib/catalogue/pricing";
import { defineTexts } from "~/lib/i18n/texts";

const basePrice = formatUsd(BASE_POOL_PRICE);

const en = {
  meta: {
    title: `{company} | Fiberglass Pools Installed in ${COMPANY_CLAIMS.installDays}`,
    description: `Fiberglass pools for Florida backyards from {company}: Latham and San Juan models, a free estimate, packages from ${basePrice} and installation in ${COMPANY_CLAIMS.installDays} by local crews.`,
  },
  design: {
    eyebrow: "Design your pool",
    title: "Pick a size and a color, see your price",
    intro: `Every package starts at ${basePrice} with the shell, installation and start-up included. Choose a size to see your estimated total and the pools that fit it.`,
    sizeLegend: "1. Pool size",
    /** The size tiers' names as shown; the address keeps the English name. */
    tiers: { Plunge: "Plunge", Small: "Small", Medium: "Medium", Large: "Large", "X-Large": "X-Large" },
    included: "Included",
    colorLegend: "2. Finish color",
    popular: "POPULAR",
    tierPool: "{tier} pool",
    estimatedTotal: "Estimated total",
    estimatedTotalLabel: "Estimated total: ",
    basePackage: "Base package {price} + {tier} size {addOn}",
    addOnIncluded: "included",
    startDesigning: "Start Designing",
    seeFinancing: "See Financing Options",
    poolsThatFit: "Pools that fit a {tier} design",
  },
  carousel: {
    loading: "Loading pool recommendations...",
    label: "Recommended {tier} pools",
    imageAlt: "{name} fiberglass pool",
    position: "{tier} pool {number} of {count}",
    dimensions: "Dimensions",
    customSize: "Custom Size",
    depth: "Depth",
    shape: "Shape",
    estimate: "Get Estimate",
    estimateLabel: "Get Estimate for {name}",
    details: "View Details",
    detailsLabel: "View Details of {name}",
    previous: "Previous pool",
    next: "Next pool",
  },
  gallery: {
    eyebrow: "Pool gallery",
    title: "Find the shape that fits your yard",
    intro: "Browse our fiberglass models by shape or size, then get an estimate for the one you like.",
    loading: "Loading pool designs...",
    categories: "Pool categories",
    allPools: "All Pools",
    showing: { one: "Showing {count} pool", other: "Showing {count} pools" },
    noPools: "No pools found in this category",
    tryAnother: "Try selecting a different category or view all pools",
    viewAll: "View All Pools",
  },
  contact: {
    eyebrow: "Contact us",
    title: "Tell us about your dream pool",
    intro:
      "Send a message and a pool specialist will get back to you, or request a full estimate with your pool, budget and timeline.",
    estimate: "Get a Free Estimate",
    call: "Call {phone}",
    callLabel: "Call {phone} ({office} office)",
    tollFree: "Toll-free:",
  },
};

const videosEn = {
  withVideos: {
    eyebrow: "See it happen",
    title: "Watch a fiberglass pool go in",
    intro: "Our crews at work: the shell arriving by crane, the backfill and the first swim.",
  },
  withoutVideos: {
    eyebrow: "See it happen",
    title: "How a fiberglass pool goes in",
    intro: "The dig, the shell lifted in by crane, the backfill rising with the water and the first swim.",
    link: "See how a pool is installed",
  },
};

const sectionsEn = {
  hero: {
    eyebrow: `${SERVICE_AREA} · ${OFFICE_COUNT} local offices`,
    title: "Your backyard pool, installed in weeks, not months",
    intro: `One-piece fiberglass pools from Latham and San Juan, set by our own Florida crews in ${COMPANY_CLAIMS.installDays}. Smooth, durable shells that need ${COMPANY_CLAIMS.chemicals} than concrete, backed by a ${COMPANY_CLAIMS.structuralWarranty}.`,
    estimateLabel: "Get Your Free Estimate",
    designLabel: "Design Your Pool",
    facts: [
      `Installed in ${COMPANY_CLAIMS.installDays}`,
      COMPANY_CLAIMS.structuralWarranty,
      `${COMPANY_CLAIMS.rating} customer rating`,
    ],
    planAlt: "Plan drawing of the {name} fiberglass pool",
    packagesFrom: "Packages from",
    shown: "Shown: {name}",
  },
  benefits: {
    eyebrow: "Why fiberglass",
    title: "A better pool, and a faster way to get one",
    intro:
      "Fiberglass shells are built in a factory, delivered in one piece and set by crane, so your project is measured in days.",
    items: [
      {
        title: `Installed in ${COMPANY_CLAIMS.installDays}`,
        text: "From excavation to first swim in about two weeks, instead of the months a concrete pool takes.",
      },
      {
        title: COMPANY_CLAIMS.structuralWarranty,
        text: "Every shell is backed by its manufacturer's structural warranty, in writing before you sign.",
      },
      {
        title: COMPANY_CLAIMS.experience,
        text: "Our installers, designers and project leads bring a combined 40+ years of fiberglass know-how.",
      },
      {
        title: `${COMPANY_CLAIMS.rating} rating`,
        text: "Florida homeowners rate our crews, communication and clean-up 4.9 out of 5.",
      },
      {
        title: COMPANY_CLAIMS.chemicals,
        text: "A non-porous gelcoat resists algae, so you spend less on chemicals and less time brushing.",
      },
    ],
  },
  services: {
    eyebrow: "Our services",
    title: "Everything your pool needs, from one team",
    intro:
      "Design, installation and resurfacing by the same local crews, with one point of contact from the first call.",
    comingSoon: "Coming Soon",
    items: [
      {
        title: "Pool Installation",
        text: `Permits, excavation, crane set, plumbing, backfill and start-up, completed in ${COMPANY_CLAIMS.installDays}.`,
        cta: "See the Timeline",
      },
      {
        title: "Pool Design",
        text: "Choose a shape, size, finish color and add-ons, and see your pool priced before anyone digs.",
        cta: "Design Your Pool",
      },
      {
        title: "Pool Maintenance",
        text: "Weekly cleaning, water chemistry and equipment checks by the team that installed your pool.",
        cta: "Coming Soon",
      },
      {
        title: "Fiberglass Pool Resurfacing",
        text: "Renew a faded, rough or blistered pool with a new fiberglass finish in 5-7 days.",
        cta: "Explore Resurfacing",
      },
    ],
  },
  partners: {
    eyebrow: "Trusted partners",
    title: "Shells from manufacturers we trust",
    intro: "We install pools from manufacturers with decades of fiberglass experience and warranties that hold up.",
    loading: "Loading trusted partners...",
    card: {
      logoAlt: "{name} logo",
      more: { one: "Show {count} More Feature", other: "Show {count} More Features" },
      less: "Show Less",
      ofManufacturer: "of {name}",
    },
  },
  differentiators: {
    eyebrow: "Why {company}",
    title: "What makes us different",
    intro: "Buying a pool is a big decision. Here is what you can count on when you choose us.",
    items: [
      {
        title: "Our own local crews",
        text: "The people who measure your yard are the people who dig it and set your shell, never a stranger from a subcontractor list.",
      },
      {
        title: "Permits handled for you",
        text: "We draw the site plan, file the permit and meet the inspector, so you never stand in line at the county office.",
      },
      {
        title: "One clear price",
        text: "Your estimate lists the shell, installation, equipment and finishing work, with payments tied to finished stages.",
      },
      {
        title: `${OFFICE_COUNT} Florida offices`,
        text: "A sales and service office near you, with people who know your soil, your water table and your permit office.",
      },
      {
        title: "Built for Florida",
        text: "Shells and finishes chosen for year-round sun, heavy summer rain and sandy soils, installed to stay put.",
      },
      {
        title: "Here after the install",
        text: "We walk you through your equipment on day one and stay one call away for questions and warranty service.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Reviews",
    title: "What Florida homeowners say",
    intro: `Rated ${COMPANY_CLAIMS.rating} by the families we have built pools for.`,
  },
  statistics: {
    eyebrow: "By the numbers",
    title: "Proof in the numbers",
    labels: [
      "Average customer rating",
      "Customer satisfaction",
      "Happy pool owners",
      "Years as {company}",
      "Pool designs",
      "Finish colors",
      "Add-ons and upgrades",
      "To your estimate",
    ],
    estimateTime: "30 sec",
  },
  localOffice: {
    eyebrow: "Local office",
    title: "Your West Palm Beach pool team",
    intro:
      "Our West Palm Beach office designs and installs pools across Palm Beach County. Stop by, or tap the number to call.",
    towns: "Our crews install pools in {count} towns across {areas}, so a local team is never far from your yard.",
    call: "Call {phone}",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    home: typeof en;
    homeSections: typeof sectionsEn;
    homeVideos: typeof videosEn;
  }
}

export const homeTexts = defineTexts("home", {
  en,
  es: {
    meta: {
      title: "{company} | Piscinas de fibra de vidrio instaladas en 7-14 días",
      description: `Piscinas de fibra de vidrio para los patios de Florida de {company}: modelos de Latham y San Juan, presupuesto gratis, paquetes desde ${basePrice} e instalación en 7-14 días por equipos locales.`,
    },
    design: {
      eyebrow: "Diseñe su piscina",
      title: "Elija un tamaño y un color, y vea su precio",
      intro: `Todos los paquetes empiezan en ${basePrice} con el casco, la instalación y la puesta en marcha incluidos. Elija un tamaño para ver su total estimado y las piscinas que le quedan.`,
      sizeLegend: "1. Tamaño de la piscina",
      tiers: { Plunge: "Mini", Small: "Pequeña", Medium: "Mediana", Large: "Grande", "X-Large": "Extragrande" },
      included: "Incluido",
      colorLegend: "2. Color del acabado",
      popular: "FAVORITO",
      tierPool: "Piscina {tier}",
      estimatedTotal: "Total estimado",
      estimatedTotalLabel: "Total estimado: ",
      basePackage: "Paquete básico {price} + tamaño {tier} {addOn}",
      addOnIncluded: "incluido",
      startDesigning: "Empiece a diseñar",
      seeFinancing: "Vea las opciones de financiamiento",
      poolsThatFit: "Piscinas para un diseño {tier}",
    },
    carousel: {
      loading: "Cargando piscinas recomendadas...",
      label: "Piscinas {tier} recomendadas",
      imageAlt: "Piscina de fibra de vidrio {name}",
      position: "Piscina {tier} {number} de {count}",
      dimensions: "Medidas",
      customSize: "Tamaño a la medida",
      depth: "Profundidad",
      shape: "Forma",
      estimate: "Pedir presupuesto",
      estimateLabel: "Pedir presupuesto para {name}",
      details: "Ver detalles",
      detailsLabel: "Ver detalles de {name}",
      previous: "Piscina anterior",
      next: "Piscina siguiente",
    },
    gallery: {
      eyebrow: "Galería de piscinas",
      title: "Encuentre la forma que le queda a su patio",
      intro: "Vea nuestros modelos de fibra de vidrio por forma o tamaño y pida un presupuesto del que le guste.",
      loading: "Cargando diseños de piscinas...",
      categories: "Categorías de piscinas",
      allPools: "Todas las piscinas",
      showing: { one: "Se muestra {count} piscina", other: "Se muestran {count} piscinas" },
      noPools: "No hay piscinas en esta categoría",
      tryAnother: "Pruebe otra categoría o vea todas las piscinas",
      viewAll: "Ver todas las piscinas",
    },
    contact: {
      eyebrow: "Contáctenos",
      title: "Cuéntenos cómo sueña su piscina",
      intro:
        "Envíenos un mensaje y un especialista en piscinas le responderá, o pida un presupuesto completo con su piscina, su presupuesto y sus plazos.",
      estimate: "Pida un presupuesto gratis",
      call: "Llame al {phone}",
      callLabel: "Llame al {phone} (oficina de {office})",
      tollFree: "Línea gratuita:",
    },
  },
});

export const homeSectionsTexts = defineTexts("homeSections", {
  en: sectionsEn,
  es: {
    hero: {
      eyebrow: `Servicio en todo Florida · ${OFFICE_COUNT} oficinas locales`,
      title: "Su piscina en el patio, instalada en semanas, no en meses",
      intro:
        "Piscinas de fibra de vidrio de una sola pieza de Latham y San Juan, colocadas por nuestros propios equipos de Florida en 7-14 días. Cascos lisos y resistentes que usan 50 % menos químicos que el concreto, con una garantía estructural de más de 25 años.",
      estimateLabel: "Pida su presupuesto gratis",
      designLabel: "Diseñe su piscina",
      facts: [
        "Instalada en 7-14 días",
        "Garantía estructural de más de 25 años",
        `Calificación de ${COMPANY_CLAIMS.rating} de nuestros clientes`,
      ],
      planAlt: "Plano de la piscina de fibra de vidrio {name}",
      packagesFrom: "Paquetes desde",
      shown: "En la imagen: {name}",
    },
    benefits: {
      eyebrow: "Por qué fibra de vidrio",
      title: "Una piscina mejor, y una forma más rápida de tenerla",
      intro:
        "Los cascos de fibra de vidrio se fabrican en planta, llegan en una sola pieza y se colocan con grúa, así que su proyecto se mide en días.",
      items: [
        {
          title: "Instalada en 7-14 días",
          text: "De la excavación al primer chapuzón en unas dos semanas, en lugar de los meses que toma una piscina de concreto.",
        },
        {
          title: "Garantía estructural de más de 25 años",
          text: "Cada casco tiene la garantía estructural de su fabricante, por escrito antes de que usted firme.",
        },
        {
          title: "Más de 40 años de experiencia",
          text: "Nuestros instaladores, diseñadores y jefes de proyecto suman más de 40 años de experiencia en fibra de vidrio.",
        },
        {
          title: `Calificación de ${COMPANY_CLAIMS.rating}`,
          text: "Los propietarios de Florida califican a nuestros equipos, la comunicación y la limpieza con 4.9 de 5.",
        },
        {
          title: "50 % menos químicos",
          text: "Un gelcoat no poroso resiste las algas, así que gasta menos en químicos y pasa menos tiempo cepillando.",
        },
      ],
    },
    services: {
      eyebrow: "Nuestros servicios",
      title: "Todo lo que su piscina necesita, con un solo equipo",
      intro:
        "Diseño, instalación y renovación de superficies por los mismos equipos locales, con una sola persona de contacto desde la primera llamada.",
      comingSoon: "Muy pronto",
      items: [
        {
          title: "Instalación de piscinas",
          text: "Permisos, excavación, colocación con grúa, plomería, relleno y puesta en marcha, todo en 7-14 días.",
          cta: "Vea el calendario",
        },
        {
          title: "Diseño de piscinas",
          text: "Elija forma, tamaño, color del acabado y extras, y vea el precio de su piscina antes de que nadie excave.",
          cta: "Diseñe su piscina",
        },
        {
          title: "Mantenimiento de piscinas",
          text: "Limpieza semanal, química del agua y revisión de equipos por el mismo equipo que instaló su piscina.",
          cta: "Muy pronto",
        },
        {
          title: "Renovación de piscinas con fibra de vidrio",
          text: "Renueve una piscina descolorida, áspera o con ampollas con un nuevo acabado de fibra de vidrio en 5-7 días.",
          cta: "Conozca la renovación",
        },
      ],
    },
    partners: {
      eyebrow: "Socios de confianza",
      title: "Cascos de fabricantes en los que confiamos",
      intro:
        "Instalamos piscinas de fabricantes con décadas de experiencia en fibra de vidrio y garantías que se cumplen.",
      loading: "Cargando socios de confianza...",
      card: {
        logoAlt: "Logotipo de {name}",
        more: { one: "Ver {count} ventaja más", other: "Ver {count} ventajas más" },
        less: "Ver menos",
        ofManufacturer: "de {name}",
      },
    },
    differentiators: {
      eyebrow: "Por qué {company}",
      title: "Lo que nos hace diferentes",
      intro: "Comprar una piscina es una decisión importante. Esto es lo que puede esperar cuando nos elige.",
      items: [
        {
          title: "Nuestros propios equipos locales",
          text: "Quienes miden su patio son quienes lo excavan y colocan su casco, nunca un desconocido de una lista de subcontratistas.",
        },
        {
          title: "Nos encargamos de los permisos",
          text: "Dibujamos el plano del sitio, tramitamos el permiso y atendemos al inspector, para que usted nunca haga fila en la oficina del condado.",
        },
        {
          title: "Un precio claro",
          text: "Su presupuesto detalla el casco, la instalación, los equipos y los acabados, con pagos ligados a etapas terminadas.",
        },
        {
          title: `${OFFICE_COUNT} oficinas en Florida`,
          text: "Una oficina de ventas y servicio cerca de usted, con gente que conoce su suelo, su nivel freático y su oficina de permisos.",
        },
        {
          title: "Hechas para Florida",
          text: "Cascos y acabados elegidos para el sol de todo el año, las lluvias fuertes del verano y los suelos arenosos, instalados para durar.",
        },
        {
          title: "Seguimos aquí después de la instalación",
          text: "El primer día le explicamos sus equipos y seguimos a una llamada de distancia para preguntas y servicio de garantía.",
        },
      ],
    },
    testimonials: {
      eyebrow: "Opiniones",
      title: "Lo que dicen los propietarios de Florida",
      intro: `Calificación de ${COMPANY_CLAIMS.rating} de las familias a las que les hemos construido su piscina.`,
    },
    statistics: {
      eyebrow: "En cifras",
      title: "Los números lo demuestran",
      labels: [
        "Calificación promedio de clientes",
        "Satisfacción de clientes",
        "Dueños de piscina felices",
        "Años como {company}",
        "Diseños de piscinas",
        "Colores de acabado",
        "Extras y mejoras",
        "Hasta su presupuesto",
      ],
      estimateTime: "30 seg",
    },
    localOffice: {
      eyebrow: "Oficina local",
      title: "Su equipo de piscinas en West Palm Beach",
      intro:
        "Nuestra oficina de West Palm Beach diseña e instala piscinas en todo el condado de Palm Beach. Visítenos o toque el número para llamar.",
      towns:
        "Nuestros equipos instalan piscinas en {count} localidades en {areas}, así que siempre hay un equipo local cerca de su patio.",
      call: "Llame al {phone}",
    },
  },
});

/** The videos section's heading: the loader sends the one that fits (with the staff's videos, or without any). */
export const homeVideosTexts = defineTexts("homeVideos", {
  en: videosEn,
  es: {
    withVideos: {
      eyebrow: "Véalo usted mismo",
      title: "Vea cómo se instala una piscina de fibra de vidrio",
      intro: "Nuestros equipos trabajando: el casco llegando en grúa, el relleno y el primer chapuzón.",
    },
    withoutVideos: {
      eyebrow: "Véalo usted mismo",
      title: "Cómo se instala una piscina de fibra de vidrio",
      intro: "La excavación, el casco bajado con grúa, el relleno que sube junto con el agua y el primer chapuzón.",
      link: "Vea cómo se instala una piscina",
    },
  },
});
