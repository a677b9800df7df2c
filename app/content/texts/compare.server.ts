// The words of /compare: the page, the add-a-pool form, the table's rows and its notes.
import { ENGLISH_COMPARE_WORDS, ENGLISH_DROPPED_WORDS } from "~/lib/catalogue/pool-compare";
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "Compare Pools",
    titleOf: "Compare {names}",
    versus: " vs ",
    description:
      "Compare up to four fiberglass pool models side by side: size, depths, gallons, spa, steps and benches, installation time, starting price and plan drawings at one scale.",
  },
  crumb: "Compare",
  heading: "Compare pools",
  intro: "Up to {max} models side by side. The plan drawings share one scale, so a smaller pool looks smaller.",
  noneComparable: "None of these pools can be compared",
  noneChosen: "No pools chosen yet",
  choose: "Choose 2 to {max} pools from the catalog, or add them here by name.",
  browse: "Browse all pools",
  addAnother: "Add another pool to compare it with.",
  priceNote:
    "Prices are starting prices for the shell, delivery and installation; your estimate adds your yard, decking and options.",
  add: {
    label: "Add a pool",
    placeholder: "e.g. Milan 10.20",
    button: "Add",
    full: "You are comparing the most pools at a time ({count}). Remove one to add another.",
    tooMany: "You can compare up to {max} pools at a time. Remove one to add another.",
    noMatch: "No pool in our catalog is called “{query}”. Pick a name from the suggestions or browse all pools.",
    already: "{name} is already in the comparison.",
    several: "{count} pools match “{query}”. Which one do you want to add?",
  },
  diffOnly: "Show differences only",
  table: {
    allSame: "These pools are the same in every fact below; the plan drawings show their sizes.",
    differIn: "They differ in {count} of {total} facts: those rows are tinted.",
    swipe: " Swipe the table sideways to see all {count} pools.",
    caption: "{names} side by side",
    remove: "Remove {name} from the comparison",
    removeShort: "Remove",
    plan: "Plan",
    oneScale: "All drawn to one scale",
    planAlt: "Plan drawing of {name}, to the same scale as the others",
    noDrawing: "No drawing",
    differs: "Differs",
    nextStep: "Next step",
    noDifference: "No fact differs, so only the plan drawings are left to compare.",
  },
  // The comparison's rules write its rows and notes with these same English words (pool-compare.ts).
  rows: {
    labels: ENGLISH_COMPARE_WORDS.labels,
    notListed: ENGLISH_COMPARE_WORDS.notListed,
    yes: ENGLISH_COMPARE_WORDS.yes,
    builtIn: ENGLISH_COMPARE_WORDS.builtIn,
    optional: ENGLISH_COMPARE_WORDS.optional,
    priceOnRequest: ENGLISH_COMPARE_WORDS.priceOnRequest,
  },
  dropped: {
    poolNumber: ENGLISH_DROPPED_WORDS.poolNumber,
    notANumber: ENGLISH_DROPPED_WORDS.notANumber,
    repeated: ENGLISH_DROPPED_WORDS.repeated,
    unknown: ENGLISH_DROPPED_WORDS.unknown,
    overMax: ENGLISH_DROPPED_WORDS.overMax,
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    compare: typeof en;
  }
}

export const compareTexts = defineTexts("compare", {
  en,
  es: {
    meta: {
      title: "Comparar piscinas",
      titleOf: "Comparar {names}",
      versus: " o ",
      description:
        "Compare hasta cuatro modelos de piscinas de fibra de vidrio lado a lado: tamaño, profundidades, galones, spa, escalones y bancos, tiempo de instalación, precio desde y planos a la misma escala.",
    },
    crumb: "Comparar",
    heading: "Comparar piscinas",
    intro:
      "Hasta {max} modelos lado a lado. Los planos comparten la misma escala, así que una piscina más pequeña se ve más pequeña.",
    noneComparable: "Ninguna de estas piscinas se puede comparar",
    noneChosen: "Todavía no ha elegido piscinas",
    choose: "Elija de 2 a {max} piscinas del catálogo, o agréguelas aquí por su nombre.",
    browse: "Ver todas las piscinas",
    addAnother: "Agregue otra piscina para compararla.",
    priceNote:
      "Los precios son precios iniciales del casco, la entrega y la instalación; su presupuesto suma su patio, la terraza y las opciones.",
    add: {
      label: "Agregar una piscina",
      placeholder: "p. ej., Milan 10.20",
      button: "Agregar",
      full: "Ya compara el máximo de piscinas a la vez ({count}). Quite una para agregar otra.",
      tooMany: "Puede comparar hasta {max} piscinas a la vez. Quite una para agregar otra.",
      noMatch:
        "Ninguna piscina de nuestro catálogo se llama “{query}”. Elija un nombre de las sugerencias o vea todas las piscinas.",
      already: "La {name} ya está en la comparación.",
      several: "{count} piscinas coinciden con “{query}”. ¿Cuál quiere agregar?",
    },
    diffOnly: "Mostrar solo las diferencias",
    table: {
      allSame: "Estas piscinas son iguales en todos los datos de abajo; los planos muestran sus tamaños.",
      differIn: "Se diferencian en {count} de {total} datos: esas filas están resaltadas.",
      swipe: " Deslice la tabla hacia el lado para ver las {count} piscinas.",
      caption: "{names} lado a lado",
      remove: "Quitar {name} de la comparación",
      removeShort: "Quitar",
      plan: "Plano",
      oneScale: "Todos a la misma escala",
      planAlt: "Plano de la {name}, a la misma escala que los demás",
      noDrawing: "Sin plano",
      differs: "Distinto",
      nextStep: "Siguiente paso",
      noDifference: "Ningún dato es distinto, así que solo quedan los planos para comparar.",
    },
    rows: {
      labels: {
        brand: "Marca y serie",
        shape: "Forma",
        size: "Largo × ancho",
        shallow: "Parte baja",
        deep: "Parte honda",
        gallons: "Agua",
        spa: "Spa integrado",
        steps: "Escalones",
        benches: "Bancos",
        tanningLedge: "Repisa para tomar el sol",
        installation: "Tiempo de instalación",
        price: "Precio desde",
      },
      notListed: "Sin dato",
      yes: "Sí",
      builtIn: "Integrado",
      optional: "Opcional",
      priceOnRequest: "Precio a consultar",
    },
    dropped: {
      poolNumber: "piscina {id}",
      notANumber: {
        one: "{values} no es un número de piscina, así que lo omitimos.",
        other: "{values} no son números de piscina, así que los omitimos.",
      },
      repeated: {
        one: "{names} aparecía más de una vez; cada piscina se muestra una sola vez.",
        other: "{names} aparecían más de una vez; cada piscina se muestra una sola vez.",
      },
      unknown: {
        one: "La piscina {ids} no está en nuestro catálogo (puede que el modelo ya no se fabrique), así que la omitimos.",
        other:
          "Las piscinas {ids} no están en nuestro catálogo (puede que los modelos ya no se fabriquen), así que las omitimos.",
      },
      overMax: "Puede comparar hasta {max} piscinas a la vez, así que estas son las primeras {max}. Omitidas: {names}.",
    },
  },
});
