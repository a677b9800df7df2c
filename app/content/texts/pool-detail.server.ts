// The words of a pool's own page (/pool-detail/...): its facts, price box, specifications, colors and similar pools.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "{name} Fiberglass Pool",
    titleShaped: "{name} {shape} Fiberglass Pool",
    by: " by {brand}",
    description: "{name}{by}: {facts}.{price} Specs, colors and a free estimate.",
    depth: "depth {depth}",
    price: " From {price} installed in Florida.",
    category: "Fiberglass swimming pool",
  },
  /** Above the English description of a pool staff have not described in Spanish yet. */
  untranslated: "",
  size: "Size",
  depth: "Depth",
  capacity: "Capacity",
  installation: "Installation",
  from: "From",
  priceOnRequest: "Price on request",
  priceNote:
    "Starting price for the shell, delivery and installation. Your estimate adds your yard, decking and options.",
  estimate: "Get a Free Estimate for this pool",
  design: "Design this pool",
  pictures: {
    plan: "Plan drawing of the {name} pool with its dimensions",
    photo: "{name} fiberglass pool, picture {index} of {count}",
    list: "Pictures of {name}",
    show: "Show picture {index} of {count}",
  },
  /** Catalogue values staff enter in English that the Spanish page names in Spanish. */
  materials: { Fiberglass: "Fiberglass" },
  days: "{range} days",
  specs: {
    heading: "Specifications",
    features: "Features",
    noFeatures: "Ask a specialist about steps, benches and options for this model.",
    yes: "Yes",
    no: "No",
    rows: {
      dimensions: "Dimensions",
      nominalSize: "Nominal size",
      depthRange: "Depth range",
      capacity: "Capacity",
      shape: "Shape",
      builtInSpa: "Built-in spa",
      sizeCategory: "Size category",
      manufacturer: "Manufacturer",
      series: "Series",
      material: "Material",
      warranty: "Warranty",
      installationTime: "Installation time",
    },
  },
  colors: {
    eyebrow: "Finishes",
    title: "{brand} Colors",
    intro: "How the water looks over each finish in Florida sun. Ask for samples at your consultation.",
    collection: "{series} Collection",
  },
  similar: {
    eyebrow: "Compare",
    title: "Similar {size} Pools",
    intro: "Other models in the same size range.",
    browse: "Browse All Pools",
  },
  closing: {
    title: "Ready to make the {name} yours?",
    text: "Get a free, no-obligation estimate for this pool, or talk to a specialist at your nearest office today.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    poolDetail: typeof en;
  }
}

export const poolDetailTexts = defineTexts("poolDetail", {
  en,
  es: {
    meta: {
      title: "Piscina de fibra de vidrio {name}",
      titleShaped: "Piscina de fibra de vidrio {name}, {shape}",
      by: " de {brand}",
      description: "{name}{by}: {facts}.{price} Especificaciones, colores y presupuesto gratis.",
      depth: "profundidad {depth}",
      price: " Desde {price} instalada en la Florida.",
      category: "Piscina de fibra de vidrio",
    },
    untranslated: "Esta descripción todavía no está en español; la mostramos en inglés.",
    size: "Tamaño",
    depth: "Profundidad",
    capacity: "Capacidad",
    installation: "Instalación",
    from: "Desde",
    priceOnRequest: "Precio a consultar",
    priceNote:
      "Precio inicial del casco, la entrega y la instalación. Su presupuesto suma su patio, la terraza y las opciones.",
    estimate: "Pida un presupuesto gratis para esta piscina",
    design: "Diseñe esta piscina",
    pictures: {
      plan: "Plano de la piscina {name} con sus medidas",
      photo: "Piscina de fibra de vidrio {name}, foto {index} de {count}",
      list: "Fotos de {name}",
      show: "Ver la foto {index} de {count}",
    },
    materials: { Fiberglass: "Fibra de vidrio" },
    days: "{range} días",
    specs: {
      heading: "Especificaciones",
      features: "Características",
      noFeatures: "Pregunte a un especialista por escalones, bancos y opciones para este modelo.",
      yes: "Sí",
      no: "No",
      rows: {
        dimensions: "Medidas",
        nominalSize: "Tamaño nominal",
        depthRange: "Profundidad",
        capacity: "Capacidad",
        shape: "Forma",
        builtInSpa: "Spa integrado",
        sizeCategory: "Categoría de tamaño",
        manufacturer: "Fabricante",
        series: "Serie",
        material: "Material del casco",
        warranty: "Garantía",
        installationTime: "Tiempo de instalación",
      },
    },
    colors: {
      eyebrow: "Acabados",
      title: "Colores de {brand}",
      intro: "Cómo se ve el agua sobre cada acabado bajo el sol de la Florida. Pida muestras en su consulta.",
      collection: "Colección {series}",
    },
    similar: {
      eyebrow: "Para comparar",
      title: "Piscinas similares: {size}",
      intro: "Otros modelos del mismo rango de tamaño.",
      browse: "Ver todas las piscinas",
    },
    closing: {
      title: "¿Quiere la {name} en su patio?",
      text: "Pida un presupuesto gratis y sin compromiso para esta piscina, o hable hoy con un especialista de la oficina más cercana.",
    },
  },
});
