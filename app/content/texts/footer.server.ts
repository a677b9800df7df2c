// The footer's static words: its description, link groups and notes. They never change on a page, so a page load
// carries them once, as HTML (the site layout sets them aside: decision 035); the offices part, which marks the
// visitor's nearest office, reads its words from the shell's texts.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  description:
    "Fiberglass pools sold and installed across Florida, from compact plunge pools to family-size models. Free estimates, transparent packages and a crew that finishes in days, not months.",
  tollFree: "Toll-free",
  /** A social link's accessible name: where it goes and that it leaves the site, starting with its visible text. */
  socialLabel: "{name} (opens in a new tab)",
  groupLabel: "{title} links",
  groups: {
    pools: "Pools",
    services: "Services",
    resources: "Resources",
    legal: "Legal",
  },
  links: {
    allPools: "All Fiberglass Pools",
    sanJuan: "San Juan Pools",
    latham: "Latham Pools",
    aboveGround: "Above Ground Pools",
    poolResurfacing: "Pool Resurfacing",
    packages: "Pool Packages",
    installation: "Installation Timeline",
    resurfacingRepair: "Resurfacing & Repair",
    calculator: "Payment Calculator",
    financing: "Financing",
    estimate: "Free Estimate",
    resources: "Guides & Downloads",
    blog: "Blog",
    contact: "Contact Us",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    disclaimers: "Legal Disclaimers",
    sitemap: "Sitemap",
    admin: "Admin",
  },
  footnotes: [
    "Pool dimensions may vary by up to 3% from published specifications.",
    "All pools are non-diving pools unless stated otherwise.",
    "Installation timelines begin 45 days after permit approval and shell delivery.",
    "Warranty terms differ by manufacturer; ask us for the current terms of your model.",
  ],
  serviceArea: "Florida Statewide Service",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    footer: typeof en;
  }
}

export const footerTexts = defineTexts("footer", {
  en,
  es: {
    description:
      "Piscinas de fibra de vidrio vendidas e instaladas en toda la Florida, desde piscinas compactas hasta modelos para toda la familia. Presupuestos gratis, paquetes claros y un equipo que termina en días, no en meses.",
    tollFree: "Línea gratuita",
    socialLabel: "{name} (se abre en una pestaña nueva)",
    groupLabel: "Enlaces de {title}",
    groups: {
      pools: "Piscinas",
      services: "Servicios",
      resources: "Recursos",
      legal: "Información legal",
    },
    links: {
      allPools: "Todas las piscinas de fibra de vidrio",
      sanJuan: "Piscinas San Juan",
      latham: "Piscinas Latham",
      aboveGround: "Piscinas sobre el suelo",
      poolResurfacing: "Renovación de piscinas",
      packages: "Paquetes de piscina",
      installation: "Etapas de la instalación",
      resurfacingRepair: "Renovación y reparación",
      calculator: "Calculadora de pagos",
      financing: "Financiamiento",
      estimate: "Presupuesto gratis",
      resources: "Guías y descargas",
      blog: "Blog",
      contact: "Contáctenos",
      privacy: "Política de privacidad",
      terms: "Términos del servicio",
      disclaimers: "Avisos legales",
      sitemap: "Mapa del sitio",
      admin: "Acceso del personal",
    },
    footnotes: [
      "Las medidas de las piscinas pueden variar hasta un 3% de las especificaciones publicadas.",
      "Ninguna piscina es apta para clavados, salvo que se indique lo contrario.",
      "Los plazos de instalación comienzan 45 días después de aprobado el permiso y entregada la piscina.",
      "Las garantías varían según el fabricante; pregúntenos por los términos vigentes de su modelo.",
    ],
    serviceArea: "Servicio en todo el estado de Florida",
  },
});
