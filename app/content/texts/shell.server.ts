// The public shell's words: what every public page shows around its own content (header, menus, the offices part
// of the footer, the compare tray, error pages) and the small shared parts most pages use. Sent once by the site
// layout's loader (app/content/texts/site-wide.server.ts). The footer's static words travel apart (footer.server.ts).
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  skipToContent: "Skip to content",
  languageSwitch: {
    /** The link to the other language, written in that language. */
    label: "Español",
    /** Its accessible name, in the other language too: the reader who needs it reads that one. */
    accessibleName: "Ver esta página en español",
    /** The offer to a visitor whose last choice was the other language, written in that language. */
    offerQuestion: "¿Prefiere español?",
    offerLink: "Ver esta página en español",
  },
  header: {
    mainNav: "Main",
    mobileNav: "Mobile",
    pools: "Pools",
    resurfacing: "Resurfacing",
    designTool: "Design Tool",
    comingSoon: "Coming soon",
    comingSoonNote: "(coming soon)",
    installation: "Installation",
    financing: "Financing",
    calculator: "Calculator",
    contact: "Contact",
    getEstimate: "Get Estimate",
    quote: "Quote",
    getFreeEstimate: "Get Free Estimate",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    favorites: { one: "Favorites: {count} saved pool", other: "Favorites: {count} saved pools" },
  },
  officeBar: {
    nearest: "Your nearest office:",
    callOur: "Call our",
    /** After the office's name ("Ocala office"); Spanish names the office before it. */
    officeSuffix: " office",
    tollFree: "Toll-free",
    locate: "Find my nearest office",
    locating: "Locating...",
  },
  logoTagline: "Sold & installed statewide",
  loading: "Loading...",
  /** The heading over the card placeholders while a catalogue page loads. */
  catalogueLoading: { pools: "Loading Pool Gallery", poolsModern: "Loading pools..." },
  offices: {
    heading: "Our Florida offices",
    near: "Near",
  },
  locationFailure: {
    refused: "Your browser did not share your location, so we cannot tell which office is nearest.",
    unavailable: "Your location is not available, so we cannot tell which office is nearest.",
    timedOut: "Finding your location took too long, so we cannot tell which office is nearest.",
    callNearest: "Call the office nearest you:",
    close: "Close",
    offices: "Our offices",
  },
  officeCard: {
    serving: "Serving",
    call: "Call",
    directions: "Get Directions",
    directionsLabel: "Get Directions to the {office} office (opens in a new tab)",
  },
  closingCta: {
    title: "Ready to plan your pool?",
    text: "Get a free, no-obligation estimate, or talk to a specialist at your nearest office today.",
    estimate: "Get a Free Estimate",
    call: "Call {office} {phone}",
  },
  compare: {
    toggle: "Compare",
    toggleLabel: "Compare {name}",
    tray: "Pools to compare",
    remove: "Remove {name} from compare",
    open: "Compare ({count})",
    full: "You can compare up to {max} pools at a time. Remove one to add another.",
    favoritesFull: "You can save up to {max} pools. Remove one to save another.",
    favoritesUnavailable: "This browser is not keeping saved pools (private browsing or blocked site data).",
  },
  errors: {
    notFoundTitle: "404 Page Not Found",
    notFoundEyebrow: "Error 404",
    notFoundLead: "Did you forget to add the page to the router?",
    notFoundPath: "We could not find {path}.",
    browsePools: "Browse pools",
    freeEstimate: "Get a free estimate",
    /** The 404 of an address that could have been a landing page: the same page, in its own words. */
    landing: {
      requested: "The requested page could not be found",
      browsePools: "Browse Pools",
      freeEstimate: "Get a Free Estimate",
    },
    call: "Call {phone}",
    unavailableHeading: "We'll be right back",
    failedHeading: "Something went wrong",
    tryAgain: "Please try again in a moment. If it keeps happening, call us toll-free at {phone}.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    shell: typeof en;
  }
}

export const shellTexts = defineTexts("shell", {
  en,
  es: {
    skipToContent: "Ir al contenido",
    languageSwitch: {
      label: "English",
      accessibleName: "View this page in English",
      offerQuestion: "Prefer English?",
      offerLink: "View this page in English",
    },
    header: {
      mainNav: "Principal",
      mobileNav: "Menú móvil",
      pools: "Piscinas",
      resurfacing: "Renovación",
      designTool: "Diseñador",
      comingSoon: "Próximamente",
      comingSoonNote: "(próximamente)",
      installation: "Instalación",
      financing: "Financiamiento",
      calculator: "Calculadora",
      contact: "Contacto",
      getEstimate: "Presupuesto gratis",
      quote: "Cotizar",
      getFreeEstimate: "Solicite su presupuesto gratis",
      openMenu: "Abrir menú",
      closeMenu: "Cerrar menú",
      favorites: { one: "Favoritas: {count} piscina guardada", other: "Favoritas: {count} piscinas guardadas" },
    },
    officeBar: {
      nearest: "Su oficina más cercana:",
      callOur: "Llame a la oficina de",
      officeSuffix: "",
      tollFree: "Línea gratuita",
      locate: "Buscar oficina cercana",
      locating: "Buscando...",
    },
    logoTagline: "Venta e instalación en Florida",
    loading: "Cargando...",
    catalogueLoading: { pools: "Cargando la galería de piscinas", poolsModern: "Cargando piscinas..." },
    offices: {
      heading: "Nuestras oficinas en Florida",
      near: "Cerca",
    },
    locationFailure: {
      refused: "Su navegador no compartió su ubicación, así que no sabemos qué oficina le queda más cerca.",
      unavailable: "Su ubicación no está disponible, así que no sabemos qué oficina le queda más cerca.",
      timedOut: "Encontrar su ubicación tardó demasiado, así que no sabemos qué oficina le queda más cerca.",
      callNearest: "Llame a la oficina más cercana:",
      close: "Cerrar",
      offices: "Nuestras oficinas",
    },
    officeCard: {
      serving: "Atendemos",
      call: "Llamar",
      directions: "Cómo llegar",
      directionsLabel: "Cómo llegar a la oficina de {office} (se abre en una pestaña nueva)",
    },
    closingCta: {
      title: "¿Listo para planear su piscina?",
      text: "Pida un presupuesto gratis y sin compromiso, o hable hoy con un especialista en su oficina más cercana.",
      estimate: "Solicite un presupuesto gratis",
      call: "Llame a {office} {phone}",
    },
    compare: {
      toggle: "Comparar",
      toggleLabel: "Comparar {name}",
      tray: "Piscinas para comparar",
      remove: "Quitar {name} de la comparación",
      open: "Comparar ({count})",
      full: "Puede comparar hasta {max} piscinas a la vez. Quite una para agregar otra.",
      favoritesFull: "Puede guardar hasta {max} piscinas. Quite una para guardar otra.",
      favoritesUnavailable:
        "Este navegador no está guardando piscinas (navegación privada o datos del sitio bloqueados).",
    },
    errors: {
      notFoundTitle: "404 Página no encontrada",
      notFoundEyebrow: "Error 404",
      notFoundLead: "La página que busca no existe o cambió de dirección.",
      notFoundPath: "No encontramos {path}.",
      browsePools: "Ver piscinas",
      freeEstimate: "Solicite un presupuesto gratis",
      landing: {
        requested: "No encontramos la página que pidió",
        browsePools: "Ver piscinas",
        freeEstimate: "Solicite un presupuesto gratis",
      },
      call: "Llame al {phone}",
      unavailableHeading: "Volvemos enseguida",
      failedHeading: "Algo salió mal",
      tryAgain: "Vuelva a intentarlo en un momento. Si sigue pasando, llámenos gratis al {phone}.",
    },
  },
});
