// The words around a landing page's own HTML (/:slug): its hero, the estimate box, the closing call to action, the
// note on a Spanish address whose page has no Spanish version, and the dynamic route's not-found screen.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  facts: ["Free, no-obligation estimate", "{offices} Florida offices", "{rating} rating"],
  estimate: "Get a Free Estimate",
  call: "Call {phone}",
  fallbackText: "Tell us about your project and a specialist will reply within 24 hours.",
  asideTitle: "Free estimate in {place}",
  florida: "Florida",
  asideReply: "No-obligation estimate, reply within 24 hours",
  asideOffice: "{office} office",
  requestEstimate: "Request My Estimate",
  closingTitle: "Ready to get started in {city}?",
  browsePools: "Browse Pools",
  /** On a Spanish address whose landing page has no Spanish version. */
  untranslated: "This page is not in Spanish yet: you are reading the English version.",
  notFound: {
    title: "Page Not Found",
    text: "The requested page could not be found",
    hint: "Did you forget to add the page to the router?",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    landing: typeof en;
  }
}

export const landingTexts = defineTexts("landing", {
  en,
  es: {
    facts: ["Presupuesto gratis y sin compromiso", "{offices} oficinas en Florida", "Calificación de {rating}"],
    estimate: "Pida su presupuesto gratis",
    call: "Llame al {phone}",
    fallbackText: "Cuéntenos sobre su proyecto y un especialista le responderá en menos de 24 horas.",
    asideTitle: "Presupuesto gratis en {place}",
    florida: "toda Florida",
    asideReply: "Presupuesto sin compromiso, respuesta en menos de 24 horas",
    asideOffice: "Oficina de {office}",
    requestEstimate: "Solicite mi presupuesto",
    closingTitle: "¿Listo para empezar en {city}?",
    browsePools: "Ver piscinas",
    untranslated: "Esta página todavía no está en español: está leyendo la versión en inglés.",
    notFound: {
      title: "Página no encontrada",
      text: "No pudimos encontrar la página que busca",
      hint: "¿Olvidó agregar la página al enrutador?",
    },
  },
});
