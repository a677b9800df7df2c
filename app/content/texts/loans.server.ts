// Words the financing page and the financing calculator share: terms, rates and the lenders' cards.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  years: { one: "{count} year", other: "{count} years" },
  months: { one: "{count} month", other: "{count} months" },
  opensInNewTab: "(opens in a new tab)",
  startingRateNote: "*Starting rate, subject to credit approval.",
  mostPopular: "Most Popular",
  perMonth: "/mo",
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    loans: typeof en;
  }
}

export const loansTexts = defineTexts("loans", {
  en,
  es: {
    years: { one: "{count} año", other: "{count} años" },
    months: { one: "{count} mes", other: "{count} meses" },
    opensInNewTab: "(se abre en una pestaña nueva)",
    startingRateNote: "*Tasa inicial, sujeta a aprobación de crédito.",
    mostPopular: "El más popular",
    perMonth: "/mes",
  },
});
