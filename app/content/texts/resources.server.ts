// The resources page's words. The documents' titles and descriptions are staff content with Spanish fields; their
// categories are free text in English, so the seeded ones are named here in Spanish (others show as written).
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "Pool Buyer Resources: Guides, Checklists and Worksheets",
    description:
      "Free downloads for Florida pool buyers and owners: a fiberglass pool buyer's guide, installation checklist, maintenance calendar, warranty overview, financing worksheet and HOA checklist.",
  },
  hero: {
    eyebrow: "Resources",
    title: "Guides, checklists and worksheets for pool buyers",
    intro:
      "Free, printable documents to plan your pool, prepare your yard, talk to your HOA and care for your water, written by the people who install Florida pools.",
    facts: ["Free to download", "Printable PDF", "No sign-up needed"],
  },
  empty: {
    title: "No resources are published yet",
    text: "Our guides and checklists are being updated. In the meantime, our blog answers the most common questions, and your nearest office is happy to send you anything you need.",
    blog: "Read the Blog",
    contact: "Contact Us",
  },
  categoriesLabel: "Resource categories",
  otherCategory: "More resources",
  /** The seeded categories in the reader's words. */
  categoryNames: {
    "Buying Guides": "Buying Guides",
    Installation: "Installation",
    Maintenance: "Maintenance",
    Warranty: "Warranty",
    Financing: "Financing",
    "Permits & HOA": "Permits & HOA",
  } as Record<string, string>,
  documents: { one: "{count} document", other: "{count} documents" },
  pages: { one: "{count} page", other: "{count} pages" },
  types: { guide: "Guide", checklist: "Checklist", warranty: "Warranty", pdf: "PDF", document: "Document" },
  download: "Download PDF",
  open: "Open",
  newTab: " (opens in a new tab)",
  askOffice: "Ask your nearest office for a copy.",
  inEnglish: "",
  closing: {
    title: "Have a question the guides don't answer?",
    text: "Ask a specialist at your nearest office, or request a free estimate for your yard.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    resources: typeof en;
  }
}

export const resourcesTexts = defineTexts("resources", {
  en,
  es: {
    meta: {
      title: "Recursos para comprar su piscina: guías, listas y hojas de trabajo",
      description:
        "Descargas gratis para quienes compran o ya tienen piscina en Florida: guía para comprar una piscina de fibra de vidrio, lista para la instalación, calendario de mantenimiento, resumen de la garantía, hoja de financiamiento y lista para la HOA.",
    },
    hero: {
      eyebrow: "Recursos",
      title: "Guías, listas y hojas de trabajo para comprar su piscina",
      intro:
        "Documentos gratis para imprimir: planee su piscina, prepare su patio, hable con su HOA y cuide el agua, escritos por quienes instalan piscinas en Florida.",
      facts: ["Descarga gratis", "PDF para imprimir", "Sin registrarse"],
    },
    empty: {
      title: "Todavía no hay recursos publicados",
      text: "Estamos actualizando nuestras guías y listas. Mientras tanto, nuestro blog responde las preguntas más comunes, y su oficina más cercana con gusto le envía lo que necesite.",
      blog: "Lea el blog",
      contact: "Contáctenos",
    },
    categoriesLabel: "Categorías de recursos",
    otherCategory: "Más recursos",
    categoryNames: {
      "Buying Guides": "Guías de compra",
      Installation: "Instalación",
      Maintenance: "Mantenimiento",
      Warranty: "Garantía",
      Financing: "Financiamiento",
      "Permits & HOA": "Permisos y HOA",
    },
    documents: { one: "{count} documento", other: "{count} documentos" },
    pages: { one: "{count} página", other: "{count} páginas" },
    types: { guide: "Guía", checklist: "Lista", warranty: "Garantía", pdf: "PDF", document: "Documento" },
    download: "Descargar PDF",
    open: "Abrir",
    newTab: " (se abre en otra pestaña)",
    askOffice: "Pida una copia en su oficina más cercana.",
    inEnglish: "En inglés",
    closing: {
      title: "¿Tiene una pregunta que las guías no responden?",
      text: "Pregúntele a un especialista en su oficina más cercana, o pida un presupuesto gratis para su patio.",
    },
  },
});
