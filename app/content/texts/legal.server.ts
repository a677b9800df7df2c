// The words around the legal documents (the documents themselves: app/content/legal, one version per language).
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  eyebrow: "Legal",
  lastUpdated: "Last updated",
  contents: "Table of contents",
  questions: "Questions?",
  /** "Write to {email} or {contact}." with the e-mail and the contact page's link in their places. */
  writeTo: "Write to {email} or {contact}.",
  contactLink: "contact your nearest office",
  otherPages: "Other legal pages",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    legal: typeof en;
  }
}

export const legalTexts = defineTexts("legal", {
  en,
  es: {
    eyebrow: "Información legal",
    lastUpdated: "Última actualización:",
    contents: "Contenido",
    questions: "¿Preguntas?",
    writeTo: "Escríbanos a {email} o {contact}.",
    contactLink: "comuníquese con su oficina más cercana",
    otherPages: "Otras páginas legales",
  },
});
