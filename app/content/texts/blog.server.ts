// The blog's words: the list (/blog), its filters, pagination and sidebar, the post cards, an article page and the
// newsletter box. Sent by the blog pages' loaders (and the staff previews that render the same components).
import { NEWSLETTER_BOX_INTRO, NEWSLETTER_BOX_TITLE, NEWSLETTER_CONFIRM_NOTE } from "~/content/newsletter";
import type { Locale } from "~/lib/i18n/locale";
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "Pool Blog: Guides for Florida Pool Owners",
    description:
      "Guides for Florida pool buyers and owners: fiberglass pool costs, permits and HOA approval, installation day by day, financing, and year-round maintenance.",
    pageSuffix: "(Page {page})",
    /** The blog's name for search engines. */
    name: "{company} Blog",
    keywords: ["Florida pool blog", "fiberglass pool guide", "pool maintenance Florida", "pool cost Florida"],
  },
  hero: {
    eyebrow: "Pool Blog",
    title: "Straight answers for Florida pool buyers",
    intro:
      "Costs, permits, installation and year-round care: practical guides from the team that installs fiberglass pools across Florida.",
    estimate: "Get a Free Estimate",
    browsePools: "Browse Pools",
    articles: { one: "{count} article", other: "{count} articles" },
    writtenFor: "Written for Florida homes",
    freeToRead: "Free to read",
    browseByTopic: "Browse by topic",
  },
  list: {
    latest: "Latest articles",
    searchResults: "Search results",
    loading: "Loading articles...",
    noneMatch: "No articles match.",
    showing: { one: "Showing {range} of {count} article", other: "Showing {range} of {count} articles" },
    closingTitle: "Have a question the blog does not answer?",
    closingText:
      "Get a free, no-obligation estimate for your yard, or talk it through with a specialist at your nearest office.",
    resources: "Pool Resources",
  },
  filters: {
    heading: "Search and filter articles",
    formLabel: "Blog articles",
    search: "Search articles",
    searchPlaceholder: "Costs, permits, maintenance...",
    category: "Category",
    allCategories: "All categories",
    author: "Author",
    allAuthors: "All authors",
    submit: "Search",
    clear: "Clear",
  },
  pagination: {
    label: "Blog pages",
    previous: "Previous",
    next: "Next",
    page: "Page",
    pageOf: "Page {page} of {total}",
  },
  states: {
    emptyTitle: "No articles found",
    emptyText: "Try adjusting your filters or search terms",
    clearAll: "Clear All Filters",
    errorTitle: "Error loading blog posts",
    errorText: "We could not load the articles just now. Please try again in a moment.",
    errorDetail: "Failed to fetch blog posts (status {status})",
    tryAgain: "Try Again",
  },
  post: {
    author: "Author:",
    recentlyPublished: "Recently Published",
    minutesRead: "{count} min read",
    featured: "Featured",
    readArticle: "Read article",
    /**
     * The site's team bylines as stored (in English) and as a page names them; the author filter keeps the stored
     * name. A person's name is not listed: it reads the same in both languages.
     */
    teamNames: {
      "Editorial Team": "Editorial Team",
      "Installation Team": "Installation Team",
      "Service & Care Team": "Service & Care Team",
      "Financing Desk": "Financing Desk",
    } as Record<string, string>,
  },
  article: {
    breadcrumb: "Breadcrumb",
    home: "Home",
    blog: "Blog",
    outline: "In this article",
    planningTitle: "Planning a pool?",
    planningText: "Get a free, no-obligation estimate for your yard from your local office.",
    estimate: "Get a Free Estimate",
    tags: "Tags",
    readyTitle: "Ready to talk about your own pool?",
    readyText:
      "A local specialist will look at your yard, answer your questions and give you a free, no-obligation estimate.",
    browsePools: "Browse Pools",
    allArticles: "All articles",
    moreArticles: "More Articles",
    keepReading: "Keep reading",
    related: "Related articles",
    /** On a Spanish page whose post has no Spanish version yet. */
    untranslated: "This article is not in Spanish yet: you are reading the English version.",
  },
  sidebar: {
    popular: "Popular Posts",
    quickResources: "Quick Resources",
    resourcesTitle: "Pool Buyer Resources",
    resourcesNote: "Guides, checklists and worksheets",
    pdfDownload: "PDF download",
    warrantyOverview: "Warranty Overview",
    installationTitle: "Installation Timeline",
    installationNote: "Six steps over about two weeks",
  },
  newsletter: {
    title: NEWSLETTER_BOX_TITLE as string,
    intro: NEWSLETTER_BOX_INTRO as string,
    note: NEWSLETTER_CONFIRM_NOTE as string,
    email: "Email address",
    placeholder: "you@example.com",
    subscribe: "Subscribe",
    subscribing: "Subscribing…",
    requestEstimate: "Request a free estimate",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    blog: typeof en;
  }
}

export const blogTexts = defineTexts("blog", {
  en,
  es: {
    meta: {
      title: "Blog de piscinas: guías para dueños de piscinas en Florida",
      description:
        "Guías para quienes compran o ya tienen piscina en Florida: costos de piscinas de fibra de vidrio, permisos y aprobación de la HOA, la instalación día a día, financiamiento y mantenimiento todo el año.",
      pageSuffix: "(página {page})",
      name: "Blog de {company}",
      keywords: [
        "blog de piscinas en Florida",
        "guía de piscinas de fibra de vidrio",
        "mantenimiento de piscinas en Florida",
        "costo de una piscina en Florida",
      ],
    },
    hero: {
      eyebrow: "Blog de piscinas",
      title: "Respuestas claras para quienes compran piscina en Florida",
      intro:
        "Costos, permisos, instalación y cuidado todo el año: guías prácticas del equipo que instala piscinas de fibra de vidrio en toda Florida.",
      estimate: "Pida su presupuesto gratis",
      browsePools: "Ver piscinas",
      articles: { one: "{count} artículo", other: "{count} artículos" },
      writtenFor: "Escrito para hogares de Florida",
      freeToRead: "Lectura gratuita",
      browseByTopic: "Explore por tema",
    },
    list: {
      latest: "Artículos recientes",
      searchResults: "Resultados de la búsqueda",
      loading: "Cargando artículos...",
      noneMatch: "Ningún artículo coincide.",
      showing: { one: "Se muestra {range} de {count} artículo", other: "Se muestran {range} de {count} artículos" },
      closingTitle: "¿Tiene una pregunta que el blog no responde?",
      closingText:
        "Pida un presupuesto gratis y sin compromiso para su patio, o háblelo con un especialista de su oficina más cercana.",
      resources: "Recursos sobre piscinas",
    },
    filters: {
      heading: "Buscar y filtrar artículos",
      formLabel: "Artículos del blog",
      search: "Buscar artículos",
      searchPlaceholder: "Costos, permisos, mantenimiento...",
      category: "Categoría",
      allCategories: "Todas las categorías",
      author: "Autor",
      allAuthors: "Todos los autores",
      submit: "Buscar",
      clear: "Borrar",
    },
    pagination: {
      label: "Páginas del blog",
      previous: "Anterior",
      next: "Siguiente",
      page: "Página",
      pageOf: "Página {page} de {total}",
    },
    states: {
      emptyTitle: "No se encontraron artículos",
      emptyText: "Pruebe con otros filtros o palabras de búsqueda",
      clearAll: "Borrar todos los filtros",
      errorTitle: "No se pudieron cargar los artículos",
      errorText: "No pudimos cargar los artículos en este momento. Inténtelo de nuevo en un momento.",
      errorDetail: "No se pudieron obtener los artículos del blog (estado {status})",
      tryAgain: "Intentar de nuevo",
    },
    post: {
      author: "Autor:",
      recentlyPublished: "Publicado recientemente",
      minutesRead: "{count} min de lectura",
      featured: "Destacado",
      readArticle: "Leer el artículo",
      teamNames: {
        "Editorial Team": "Equipo editorial",
        "Installation Team": "Equipo de instalación",
        "Service & Care Team": "Equipo de servicio y mantenimiento",
        "Financing Desk": "Departamento de financiamiento",
      },
    },
    article: {
      breadcrumb: "Ruta de navegación",
      home: "Inicio",
      blog: "Blog de piscinas",
      outline: "En este artículo",
      planningTitle: "¿Está pensando en una piscina?",
      planningText: "Pida a su oficina local un presupuesto gratis y sin compromiso para su patio.",
      estimate: "Pida su presupuesto gratis",
      tags: "Etiquetas",
      readyTitle: "¿Listo para hablar de su propia piscina?",
      readyText:
        "Un especialista local verá su patio, responderá sus preguntas y le dará un presupuesto gratis y sin compromiso.",
      browsePools: "Ver piscinas",
      allArticles: "Todos los artículos",
      moreArticles: "Más artículos",
      keepReading: "Siga leyendo",
      related: "Artículos relacionados",
      untranslated: "Este artículo todavía no está en español: está leyendo la versión en inglés.",
    },
    sidebar: {
      popular: "Artículos populares",
      quickResources: "Recursos rápidos",
      resourcesTitle: "Recursos para comprar su piscina",
      resourcesNote: "Guías, listas de verificación y hojas de trabajo",
      pdfDownload: "Descarga en PDF",
      warrantyOverview: "Resumen de la garantía (en inglés)",
      installationTitle: "Etapas de la instalación",
      installationNote: "Seis pasos en unas dos semanas",
    },
    newsletter: {
      title: "Consejos para su piscina en su correo",
      intro:
        "Recordatorios de mantenimiento de cada temporada, guías de compra y ofertas para dueños de piscinas en Florida.",
      note: "Le enviamos un enlace para confirmar. Puede darse de baja cuando quiera.",
      email: "Correo electrónico",
      placeholder: "usted@ejemplo.com",
      subscribe: "Suscribirse",
      subscribing: "Suscribiendo…",
      requestEstimate: "Pida un presupuesto gratis",
    },
  },
});

/** What the blog's box shows beside its Subscribe button in `locale`, stored as the consent of an address given there. */
export function newsletterBoxConsentText(locale: Locale): string {
  const { title, intro, note } = blogTexts[locale].newsletter;
  return `${title}: ${intro} ${note}`;
}
