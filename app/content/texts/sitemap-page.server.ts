// The human sitemap's words, and the built-in pages' names in the reader's language (the English ones are
// SITE_PAGES', which the XML sitemap reads too).
import { SITE_PAGES } from "~/content/site-pages";
import { defineTexts } from "~/lib/i18n/texts";

type SitePage = (typeof SITE_PAGES)[number];
type PageNames = Record<SitePage["path"], string>;
type GroupNames = Record<SitePage["group"], string>;

const en = {
  meta: {
    title: "Sitemap",
    description:
      "Every page of our website in one place: pools by manufacturer, services, local pages, blog articles, resources and legal pages.",
  },
  hero: {
    eyebrow: "Sitemap",
    title: "Every page in one place",
    intro: "Find any page of our website: our pools, services, local pages, guides and articles, and the legal pages.",
  },
  jumps: {
    pages: "Pages",
    pools: "Pool models ({count})",
    posts: "Blog articles ({count})",
    local: "Local pages ({count})",
  },
  pages: { eyebrow: "Main pages", title: "Pages" },
  pools: {
    eyebrow: "Catalog",
    title: "Pool models",
    /** `{link}` is the link to the pool list, named by `introLink`. */
    intro: "Every model we install, by manufacturer. Compare them side by side in the {link}.",
    introLink: "Premium Pool Collection",
    none: "Our pool models are being updated. Please check back soon.",
    models: "({count} models)",
    otherPools: "Other pools",
  },
  posts: { eyebrow: "Blog", title: "Blog articles", none: "No articles are published yet." },
  local: { eyebrow: "Across Florida", title: "Local pages", none: "No local pages are published yet." },
  pageNames: Object.fromEntries(SITE_PAGES.map((page) => [page.path, page.title])) as PageNames,
  groupNames: Object.fromEntries(SITE_PAGES.map((page) => [page.group, page.group])) as GroupNames,
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    sitemapPage: typeof en;
  }
}

export const sitemapPageTexts = defineTexts("sitemapPage", {
  en,
  es: {
    meta: {
      title: "Mapa del sitio",
      description:
        "Todas las páginas de nuestro sitio en un solo lugar: piscinas por fabricante, servicios, páginas locales, artículos del blog, recursos y páginas legales.",
    },
    hero: {
      eyebrow: "Mapa del sitio",
      title: "Todas las páginas en un solo lugar",
      intro:
        "Encuentre cualquier página de nuestro sitio: nuestras piscinas, servicios, páginas locales, guías y artículos, y las páginas legales.",
    },
    jumps: {
      pages: "Páginas",
      pools: "Modelos de piscinas ({count})",
      posts: "Artículos del blog ({count})",
      local: "Páginas locales ({count})",
    },
    pages: { eyebrow: "Páginas principales", title: "Páginas" },
    pools: {
      eyebrow: "Catálogo",
      title: "Modelos de piscinas",
      intro: "Todos los modelos que instalamos, por fabricante. Compárelos lado a lado en la {link}.",
      introLink: "colección Premium de piscinas",
      none: "Estamos actualizando nuestros modelos de piscinas. Vuelva a visitarnos pronto.",
      models: "({count} modelos)",
      otherPools: "Otras piscinas",
    },
    posts: { eyebrow: "Blog", title: "Artículos del blog", none: "Todavía no hay artículos en español." },
    local: {
      eyebrow: "En toda Florida",
      title: "Páginas locales",
      none: "Todavía no hay páginas locales en español.",
    },
    pageNames: {
      "/": "Inicio",
      "/pools": "Colección Premium de piscinas",
      "/pools-modern": "Piscinas modernas",
      "/latham-pools": "Piscinas Latham",
      "/san-juan-pools": "Piscinas San Juan",
      "/above-ground-pools": "Piscinas sobre el suelo",
      "/10x20-fiberglass-pool": "Piscina de fibra de vidrio de 10x20",
      "/design": "Diseñe su piscina",
      "/installation": "Calendario de instalación",
      "/packages": "Paquetes de piscinas",
      "/resurfacing": "Renovación de superficies de piscinas",
      "/financing": "Financiamiento",
      "/calculator": "Calculadora de pagos",
      "/estimate": "Presupuesto gratis",
      "/contact": "Contacto",
      "/about": "Quiénes somos",
      "/blog": "Blog de piscinas",
      "/resources": "Recursos",
      "/fiberglass-pools-ocala": "Piscinas de fibra de vidrio en Ocala",
      "/south-florida-promotion": "Promoción del sur de Florida",
      "/privacy-policy": "Política de privacidad",
      "/terms-of-service": "Términos del servicio",
      "/legal-disclaimers": "Avisos legales",
      "/cookie-policy": "Política de cookies",
      "/sitemap": "Mapa del sitio",
    },
    groupNames: {
      Main: "Principales",
      Pools: "Piscinas",
      Services: "Servicios",
      Resources: "Recursos",
      Local: "Locales",
      Legal: "Legal",
    },
  },
});
