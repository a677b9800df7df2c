// The words drawn in a pool's plan (app/lib/catalogue/pool-plan-svg.ts): the title block, the marks inside the pool
// and the scale bar. The dimension lines write feet and inches as 16'4" in both languages, as the catalogue does.
import { ENGLISH_PLAN_WORDS } from "~/lib/catalogue/pool-plan-svg";
import { defineTexts } from "~/lib/i18n/texts";

const en = ENGLISH_PLAN_WORDS;

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    poolPlan: typeof en;
  }
}

export const poolPlanTexts = defineTexts("poolPlan", {
  en,
  es: {
    shapes: {
      rectangle: "Rectangular",
      lap: "De nado",
      plunge: "De inmersión",
      spool: "Spool",
      freeform: "Forma libre",
      kidney: "Riñón",
    },
    withSpa: "{shape} con spa",
    depth: "Profundidad {depth}",
    spa: "SPA",
    deep: "HONDO",
    deck: "TERRAZA DE ADOQUINES",
    ledge: "REPISA",
    scale: "{feet} pies",
    north: "N",
    title: "Plano de la piscina {name}",
  },
});
