// The public shell's words: what every public page shows around its own content (header, footer, menus, error
// pages). Sent once by the site layout's loader (app/content/texts/site-wide.server.ts).
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  skipToContent: "Skip to content",
  languageSwitch: {
    /** The link to the other language, written in that language. */
    label: "Español",
    /** Its accessible name, in the other language too: the reader who needs it reads that one. */
    accessibleName: "Ver esta página en español",
  },
  errors: {
    notFoundTitle: "404 Page Not Found",
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
    },
    errors: {
      notFoundTitle: "404 Página no encontrada",
      unavailableHeading: "Volvemos enseguida",
      failedHeading: "Algo salió mal",
      tryAgain: "Vuelva a intentarlo en un momento. Si sigue pasando, llámenos gratis al {phone}.",
    },
  },
});
