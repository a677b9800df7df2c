// The words of /favorites: the visitor's saved pools, or a shared list of them.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "Your Favorite Pools",
    description:
      "The fiberglass pool models you saved: compare them side by side, share the list, or get one estimate for all of them.",
  },
  crumb: "Favorites",
  sharedHeading: "Shared favorite pools",
  ownHeading: "Your favorite pools",
  sharedIntro:
    "A list of pools someone saved and shared. Save them to your own favorites, compare them or get an estimate.",
  ownIntro: "Pools you saved with the heart, kept in this browser (up to {max}), no account needed.",
  leftOut: "Some pools of this link are no longer in our catalog or over the {max} a list keeps, so we left them out.",
  compareFirst: "Compare the first {max}",
  compareThese: "Compare these",
  estimate: "Get an estimate for these",
  saveAll: "Save to my favorites",
  noScript:
    "Your favorites are kept by this browser's scripts, which are turned off. A shared link (/favorites?pools=…) shows its pools without them.",
  loading: "Loading your saved pools…",
  sharedNone: "None of the pools in this link are in our catalog.",
  ownNone: "You have not saved any pools yet.",
  tapHeart: "Tap the heart on a pool to keep it here.",
  browse: "Browse all pools",
  share: "Share",
  shareLabel: "Share this list (copies its link)",
  copied: "Link copied",
  copiedLabel: "Share: link copied",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    favorites: typeof en;
  }
}

export const favoritesTexts = defineTexts("favorites", {
  en,
  es: {
    meta: {
      title: "Sus piscinas favoritas",
      description:
        "Los modelos de piscinas de fibra de vidrio que guardó: compárelos lado a lado, comparta la lista o pida un solo presupuesto para todos.",
    },
    crumb: "Favoritas",
    sharedHeading: "Piscinas favoritas compartidas",
    ownHeading: "Sus piscinas favoritas",
    sharedIntro:
      "Una lista de piscinas que alguien guardó y compartió. Guárdelas en sus favoritas, compárelas o pida un presupuesto.",
    ownIntro:
      "Las piscinas que guardó con el corazón, en este navegador (hasta {max}), sin necesidad de crear una cuenta.",
    leftOut:
      "Algunas piscinas de este enlace ya no están en nuestro catálogo o pasan de las {max} que guarda una lista, así que las omitimos.",
    compareFirst: "Comparar las primeras {max}",
    compareThese: "Comparar estas",
    estimate: "Pedir un presupuesto para estas",
    saveAll: "Guardar en mis favoritas",
    noScript:
      "Sus favoritas las guardan los scripts de este navegador, que están desactivados. Un enlace compartido (/favorites?pools=…) muestra sus piscinas sin ellos.",
    loading: "Cargando sus piscinas guardadas…",
    sharedNone: "Ninguna de las piscinas de este enlace está en nuestro catálogo.",
    ownNone: "Todavía no ha guardado ninguna piscina.",
    tapHeart: "Toque el corazón de una piscina para guardarla aquí.",
    browse: "Ver todas las piscinas",
    share: "Compartir",
    shareLabel: "Compartir esta lista (copia su enlace)",
    copied: "Enlace copiado",
    copiedLabel: "Compartir: enlace copiado",
  },
});
