// The company's fixed claims (install times, warranty, experience, rating) as a page shows them in its language.
// The figures are written once, in COMPANY_CLAIMS; the Spanish wording is built around the same figures.
import { COMPANY_CLAIMS } from "~/lib/company/offices";
import { defineTexts } from "~/lib/i18n/texts";

/** The figure that starts a claim: "25+ year structural warranty" → "25+", "50% fewer chemicals" → "50%". */
function figureOf(claim: string): string {
  const figure = claim.split(" ")[0];
  if (!figure || !/\d/.test(figure)) throw new Error(`A company claim starts without its figure: ${claim}`);
  return figure;
}

/** "7-14 days" → "7-14 días". */
const days = (claim: string) => `${figureOf(claim)} días`;

/** "25+" → "más de 25"; a plain figure stays as it is. */
const atLeast = (figure: string) => (figure.endsWith("+") ? `más de ${figure.slice(0, -1)}` : figure);

const en: Record<keyof typeof COMPANY_CLAIMS, string> = { ...COMPANY_CLAIMS };

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    companyClaims: typeof en;
  }
}

export const companyClaimsTexts = defineTexts("companyClaims", {
  en,
  es: {
    installDays: days(COMPANY_CLAIMS.installDays),
    compactInstallDays: days(COMPANY_CLAIMS.compactInstallDays),
    structuralWarranty: `Garantía estructural de ${atLeast(figureOf(COMPANY_CLAIMS.structuralWarranty))} años`,
    experience: `${capitalized(atLeast(figureOf(COMPANY_CLAIMS.experience)))} años de experiencia`,
    rating: COMPANY_CLAIMS.rating,
    chemicals: `${figureOf(COMPANY_CLAIMS.chemicals)} menos químicos`,
  },
});

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
