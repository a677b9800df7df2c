// The words of a pool card and of the facts every pool page names (shapes, size classes, gallons). Cards show on
// most public pages (the catalogue, home, the manufacturer and local pages), so the site layout sends these once.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  /** The picture's alt text: "Apollo 14 rectangle fiberglass pool". */
  pictureAlt: "{name} fiberglass pool",
  pictureAltShaped: "{name} {shape} fiberglass pool",
  dimensions: "Dimensions",
  depth: "Depth",
  shape: "Shape:",
  capacity: "Capacity",
  customSize: "Custom Size",
  depthVaries: "Varies",
  depthUpTo: "Up to {depth}",
  classicSeries: "Classic Series",
  from: "From",
  viewDetails: "View Details",
  viewDetailsOf: "View Details of {name}",
  getEstimate: "Get Estimate",
  /** A card's estimate link's accessible name: "Get Estimate for Apollo 14". */
  estimateFor: "{label} for {name}",
  previousPicture: "Previous picture of {name}",
  nextPicture: "Next picture of {name}",
  saveToFavorites: "Save {name} to favorites",
  save: "Save",
  saved: "Saved",
  imageUnavailable: "Image unavailable",
  rated: "Rated {count} out of {max}",
  /** The breadcrumb trail of the pool pages (a pool, compare, favorites, the compact pool). */
  crumbs: { label: "Breadcrumb", home: "Home", pools: "Pools" },
  /** Below a page of pools (the catalogue and the manufacturer pages). */
  pager: {
    label: "More pools",
    range: "Pools {first}–{last} of {total}",
    previous: "Previous pools",
    more: "Show more pools",
    loadingMore: "Loading more pools...",
  },
  /** Tap-to-call the nearest office, on the pool pages. */
  callOffice: "Call {office} {phone}",
  gallons: { one: "{count} gallon", other: "{count} gallons" },
  /** The catalogue's shapes and size classes as the database names them (the filters' values stay English). */
  shapes: {
    Rectangle: "Rectangle",
    "Rectangle, built-in spa": "Rectangle, built-in spa",
    Freeform: "Freeform",
    "Freeform, built-in spa": "Freeform, built-in spa",
    Plunge: "Plunge",
    Kidney: "Kidney",
    Lap: "Lap",
    Spool: "Spool",
  },
  sizes: {
    "X-Small": "X-Small",
    Plunge: "Plunge",
    Small: "Small",
    Medium: "Medium",
    Large: "Large",
    "X-Large": "X-Large",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    poolCard: typeof en;
  }
}

export const poolCardTexts = defineTexts("poolCard", {
  en,
  es: {
    pictureAlt: "Piscina de fibra de vidrio {name}",
    pictureAltShaped: "Piscina de fibra de vidrio {name}, {shape}",
    dimensions: "Medidas",
    depth: "Profundidad",
    shape: "Forma:",
    capacity: "Capacidad",
    customSize: "Medida a pedido",
    depthVaries: "Variable",
    depthUpTo: "Hasta {depth}",
    classicSeries: "Serie clásica",
    from: "Desde",
    viewDetails: "Ver detalles",
    viewDetailsOf: "Ver detalles de {name}",
    getEstimate: "Pedir presupuesto",
    estimateFor: "{label}: {name}",
    previousPicture: "Foto anterior de {name}",
    nextPicture: "Foto siguiente de {name}",
    saveToFavorites: "Guardar {name} en favoritos",
    save: "Guardar",
    saved: "Guardada",
    imageUnavailable: "Imagen no disponible",
    rated: "Calificación: {count} de {max}",
    crumbs: { label: "Ruta de navegación", home: "Inicio", pools: "Piscinas" },
    pager: {
      label: "Más piscinas",
      range: "Piscinas {first}–{last} de {total}",
      previous: "Piscinas anteriores",
      more: "Ver más piscinas",
      loadingMore: "Cargando más piscinas...",
    },
    callOffice: "Llame a {office} al {phone}",
    gallons: { one: "{count} galón", other: "{count} galones" },
    shapes: {
      Rectangle: "Rectangular",
      "Rectangle, built-in spa": "Rectangular con spa integrado",
      Freeform: "Forma libre",
      "Freeform, built-in spa": "Forma libre con spa integrado",
      Plunge: "De inmersión (plunge)",
      Kidney: "Riñón",
      Lap: "De nado",
      Spool: "Spool (piscina y spa)",
    },
    sizes: {
      "X-Small": "Muy pequeña",
      Plunge: "De inmersión",
      Small: "Pequeña",
      Medium: "Mediana",
      Large: "Grande",
      "X-Large": "Extragrande",
    },
  },
});
