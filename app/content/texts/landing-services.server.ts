// A landing page's service as staff store it (in English) and as the page names it: the hero's kicker and the
// structured data. Read by the loader only, so the list never travels to the browser. A Spanish page leaves out a
// service not listed here rather than show it in English (landingServiceIn).
import { defineTexts } from "~/lib/i18n/texts";

const en: Record<string, string> = {
  "Pool Services": "Pool Services",
  "Pool Installation": "Pool Installation",
  "Pool Resurfacing": "Pool Resurfacing",
  "Fiberglass Pools": "Fiberglass Pools",
  "Fiberglass Pool Installation": "Fiberglass Pool Installation",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    landingServices: typeof en;
  }
}

export const landingServicesTexts = defineTexts("landingServices", {
  en,
  es: {
    "Pool Services": "Servicios de piscinas",
    "Pool Installation": "Instalación de piscinas",
    "Pool Resurfacing": "Renovación de piscinas",
    "Fiberglass Pools": "Piscinas de fibra de vidrio",
    "Fiberglass Pool Installation": "Instalación de piscinas de fibra de vidrio",
  },
});
