// The words of the manufacturer pages' shared parts: the filter panel, the series carousel and its slides, the
// slideshow cards, the color collections, and the names of sizes and shapes the catalogue stores in English.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  filter: {
    title: "Filter Pools",
    showing: "Showing {shown} of {total} pools",
    brand: "Brand",
    allBrands: "All brands",
    series: "Series",
    allSeries: "All series",
    size: "Size",
    allSizes: "All sizes",
    spa: "Built-in spa",
    anySpa: "Any",
    withSpa: "With built-in spa",
    withoutSpa: "Without spa",
    search: "Search",
    searchPlaceholder: "Name, model, series…",
    apply: "Apply Filters",
    clear: "Clear Filters",
  },
  series: {
    carouselLabel: "{brand} pool series",
    itemName: "series",
    kinds: { series: "Series", shape: "Shape", signature: "Collection" },
    signatureCollection: "Signature Collection",
    models: { one: "{count} model", other: "{count} models" },
    planAlt: "Plan drawing of the {name} from the {group} group",
    loading: "Loading pools...",
  },
  slideshow: {
    pictureAlt: "{name} fiberglass pool, picture {number} of {count}",
    poolAlt: "{name} fiberglass pool",
    shapedPoolAlt: "{name} {shape} fiberglass pool",
    play: "Play slideshow of {name}",
    pause: "Pause slideshow of {name}",
    dimensions: "Dimensions",
    depth: "Depth",
    capacity: "Capacity",
  },
  gallons: { one: "{count} gallon", other: "{count} gallons" },
  colors: {
    collection: "{series} Collection",
    count: { one: "{count} color", other: "{count} colors" },
    sunNote:
      "Colors look different in Florida sun than on a screen. See real finish samples with a specialist before you choose.",
    consultation: "Schedule Color Consultation",
  },
  /** Size categories as the catalogue stores them, in the reader's words. */
  sizeNames: { Plunge: "Plunge", Small: "Small", Medium: "Medium", Large: "Large", "X-Large": "X-Large" },
  /** Shapes as the catalogue stores them, lower case for use inside a sentence. */
  shapeNames: {
    Freeform: "freeform",
    Kidney: "kidney",
    Lap: "lap",
    Plunge: "plunge",
    Rectangle: "rectangle",
    Spool: "spool",
    "Freeform, built-in spa": "freeform, built-in spa",
    "Rectangle, built-in spa": "rectangle, built-in spa",
  },
  untranslatedNote: "The manufacturer's details below are shown in English.",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    poolPanel: typeof en;
  }
}

export const poolPanelTexts = defineTexts("poolPanel", {
  en,
  es: {
    filter: {
      title: "Filtrar piscinas",
      showing: "Mostrando {shown} de {total} piscinas",
      brand: "Marca",
      allBrands: "Todas",
      series: "Serie",
      allSeries: "Todas",
      size: "Tamaño",
      allSizes: "Todos",
      spa: "Spa integrado",
      anySpa: "Cualquiera",
      withSpa: "Con spa integrado",
      withoutSpa: "Sin spa",
      search: "Buscar",
      searchPlaceholder: "Nombre, modelo, serie…",
      apply: "Aplicar filtros",
      clear: "Quitar filtros",
    },
    series: {
      carouselLabel: "Series de piscinas {brand}",
      itemName: "serie",
      kinds: { series: "Serie", shape: "Forma", signature: "Colección" },
      signatureCollection: "Colección Signature",
      models: { one: "{count} modelo", other: "{count} modelos" },
      planAlt: "Plano del modelo {name} del grupo {group}",
      loading: "Cargando piscinas...",
    },
    slideshow: {
      pictureAlt: "Piscina de fibra de vidrio {name}, foto {number} de {count}",
      poolAlt: "Piscina de fibra de vidrio {name}",
      shapedPoolAlt: "Piscina de fibra de vidrio {name}, forma {shape}",
      play: "Reanudar las fotos de {name}",
      pause: "Pausar las fotos de {name}",
      dimensions: "Medidas",
      depth: "Profundidad",
      capacity: "Capacidad",
    },
    gallons: { one: "{count} galón", other: "{count} galones" },
    colors: {
      collection: "Colección {series}",
      count: { one: "{count} color", other: "{count} colores" },
      sunNote:
        "Los colores se ven distintos bajo el sol de Florida que en una pantalla. Vea muestras reales del acabado con un especialista antes de decidir.",
      consultation: "Agende una consulta de colores",
    },
    sizeNames: {
      Plunge: "De inmersión",
      Small: "Pequeña",
      Medium: "Mediana",
      Large: "Grande",
      "X-Large": "Extra grande",
    },
    shapeNames: {
      Freeform: "libre",
      Kidney: "riñón",
      Lap: "para nadar",
      Plunge: "de inmersión",
      Rectangle: "rectangular",
      Spool: "spool (piscina y spa)",
      "Freeform, built-in spa": "libre con spa integrado",
      "Rectangle, built-in spa": "rectangular con spa integrado",
    },
    untranslatedNote: "Los datos del fabricante que siguen se muestran en inglés.",
  },
});
