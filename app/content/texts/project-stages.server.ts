// The stages of a pool project in the homeowner's words, in both languages: each stage's name and what the
// homeowner must do before it (when anything). Staff pages read the English names; the homeowner's page and the
// update e-mails read the homeowner's language.
import type { StandardStageWords } from "~/lib/projects/project-stages";
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  stages: {
    permits: {
      name: "Permit and HOA approval",
      todo: "Sign the permit application we send you, and send us your HOA's approval letter if your community has one.",
    },
    excavation: {
      name: "Excavation",
      todo: "Mark any sprinkler lines, drains or buried cables you know of, and keep cars off the driveway that day.",
    },
    "shell-set": {
      name: "Shell delivery and set (crane)",
      todo: "Clear the side yard for the crane: a path at least {feet} feet wide, free of cars, furniture and low branches.",
    },
    "plumbing-inspection": {
      name: "Plumbing and bonding inspection",
      todo: "Be home for the inspection, or leave the gate unlocked for the inspector.",
    },
    backfill: { name: "Backfill" },
    "coping-deck": {
      name: "Coping and deck",
      todo: "Choose your coping color: we need it before the deck crew starts.",
    },
    "final-inspection": {
      name: "Final inspection",
      todo: "Be home for the final inspection: the inspector checks the barrier, the alarms and the gate latches.",
    },
    handover: {
      name: "Start-up and handover",
      todo: "Be home for the start-up and walkthrough: we show you how to run and care for your pool.",
    },
  } satisfies StandardStageWords["stages"],
  status: { planned: "Planned", in_progress: "In progress", done: "Done", delayed: "Delayed" },
};

const es: typeof en = {
  stages: {
    permits: {
      name: "Permiso y aprobación de la HOA",
      todo: "Firme la solicitud de permiso que le enviamos y mándenos la carta de aprobación de su HOA si su comunidad tiene una.",
    },
    excavation: {
      name: "Excavación",
      todo: "Marque las líneas de riego, los desagües o los cables enterrados que conozca, y deje libre la entrada de autos ese día.",
    },
    "shell-set": {
      name: "Entrega y colocación de la piscina (grúa)",
      todo: "Despeje el lateral de la casa para la grúa: un paso de al menos {feet} pies de ancho, sin autos, muebles ni ramas bajas.",
    },
    "plumbing-inspection": {
      name: "Inspección de plomería y conexión a tierra",
      todo: "Esté en casa para la inspección, o deje la reja abierta para el inspector.",
    },
    backfill: { name: "Relleno" },
    "coping-deck": {
      name: "Borde y terraza",
      todo: "Elija el color del borde (coping): lo necesitamos antes de que empiece el equipo de la terraza.",
    },
    "final-inspection": {
      name: "Inspección final",
      todo: "Esté en casa para la inspección final: el inspector revisa la cerca, las alarmas y los cierres de las rejas.",
    },
    handover: {
      name: "Arranque y entrega",
      todo: "Esté en casa para el arranque y el recorrido: le enseñamos a usar y cuidar su piscina.",
    },
  },
  status: { planned: "Planeada", in_progress: "En curso", done: "Terminada", delayed: "Con retraso" },
};

export const projectStageTexts = defineTexts("projectStages", { en, es });

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    projectStages: typeof en;
  }
}
