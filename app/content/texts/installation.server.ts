// The installation timeline page's words (/installation): six steps over days 1 to 14 (their days in
// ~/content/installation-steps, in the same order), key facts, checklist and warranty notes.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "Fiberglass Pool Installation Timeline",
    description:
      "How a fiberglass pool is installed in Florida in about two weeks: six steps from layout and excavation to crane set, backfill, decking and start-up, with our warranty.",
    howToName: "How a fiberglass pool is installed",
    howToDescription: "The six steps of a fiberglass pool installation over days 1 to {days}.",
  },
  hero: {
    eyebrow: "Installation timeline",
    title: "From bare yard to first swim in about 2 weeks",
    intro:
      "A fiberglass pool arrives ready-made from the factory, so the work in your yard takes days, not months. Here is what happens on each of the 14 days.",
    estimate: "Get a Free Estimate",
    browse: "Browse Pools",
    facts: ["6 steps over 14 days", "Backfill in 6-inch lifts", "Crane access at least 8 feet wide"],
    glance: "Your two weeks at a glance",
  },
  timeline: {
    eyebrow: "Six steps",
    title: "Your installation, day by day",
    intro:
      "Day 1 is the day the crew arrives. Installation is scheduled from about 45 days after permit approval and shell delivery, and we confirm your start date as soon as both are in.",
  },
  steps: [
    {
      day: "Day 1",
      title: "Layout & permits check",
      description:
        "Your project lead walks the yard with you, paints the pool outline, confirms the approved permit and HOA paperwork are on site, and marks utilities, sprinkler lines and the equipment pad.",
      duration: "1 day",
    },
    {
      day: "Days 2-3",
      title: "Excavation",
      description:
        "The crew digs to the exact shape and depth of your model, sets a compacted, laser-leveled gravel base for the shell and hauls or grades the soil as agreed in your estimate.",
      duration: "2 days",
    },
    {
      day: "Day 4",
      title: "Shell delivery and crane set",
      description:
        "Your factory-built fiberglass shell arrives by truck and a crane lifts it over the house or fence into the excavation, where it is leveled in every direction before anything else happens.",
      duration: "1 day",
    },
    {
      day: "Days 5-7",
      title: "Plumbing & backfill",
      description:
        "Plumbing is run to the equipment pad and pressure-tested. The pool is filled with water as the crew backfills in 6-inch lifts, keeping the water level and the backfill level together so the shell stays true.",
      duration: "3 days",
    },
    {
      day: "Days 8-11",
      title: "Coping, decking & electrical",
      description:
        "The bond beam and coping are formed, your decking is poured or laid, and the licensed electrician connects the pump, filter, lights and bonding for inspection.",
      duration: "4 days",
    },
    {
      day: "Days 12-14",
      title: "Fill, start-up and orientation",
      description:
        "We top up the water, start and balance the equipment, clean up the site and walk you through running, cleaning and caring for your new pool. Then it is time to swim.",
      duration: "3 days",
    },
  ],
  facts: {
    eyebrow: "Key facts",
    title: "What you can count on",
    intro: "The promises that come with every fiberglass pool we install.",
    /** The company's installation claims, word for word. */
    items: [
      {
        value: "About 2 weeks",
        label: "About 2-week install",
        detail: "From layout to first swim once your crew arrives.",
      },
      {
        value: "Lifetime",
        label: "Lifetime structural shell warranty",
        detail: "Structural coverage on the fiberglass shell from its manufacturer.",
      },
      {
        value: "1 year",
        label: "1-year workmanship guarantee",
        detail: "Our own installation work, backed in writing.",
      },
      {
        value: "100%",
        label: "100% satisfaction promise",
        detail: "We are not done until you are happy with your pool.",
      },
    ],
  },
  video: {
    eyebrow: "See it happen",
    withVideo: "Watch a pool go in",
    withoutVideo: "How a pool goes in",
    intro:
      "From the first shovel to the first swim: the dig, the crane lifting the shell over the house, the backfill rising with the water and the start-up.",
    oneTruck: "One truck, one crane, one day to set the shell.",
    twoWeeks: "About two weeks of site work from start to finish.",
    noVideoLink: "Follow the six steps day by day",
  },
  checklist: {
    eyebrow: "Checklist",
    title: "Ready for day 1",
    intro: "Site preparation, weather and quality: what we plan for so your two weeks go smoothly.",
    groups: [
      {
        title: "Site preparation",
        intro: "What we check with you before day 1.",
        items: [
          "Crane and equipment access at least 8 feet wide from the street to the pool area",
          "Fence panels, gates or shrubs that need to come out for the dig, marked in advance",
          "Underground utilities located (Sunshine 811) and sprinkler lines flagged",
          "Room on the driveway or street for the delivery truck and a dumpster",
          "Approved permit and HOA letter on site before excavation starts",
          "Pets and vehicles kept away from the work area while the crew is on site",
        ],
      },
      {
        title: "Weather",
        intro: "Florida weather sets the pace; safety sets the rules.",
        items: [
          "Afternoon thunderstorms can pause digging and crane work; we resume as soon as it is safe",
          "The crane is not flown in high winds or lightning",
          "Heavy rain can raise groundwater, so we pump the excavation before the shell is set",
          "During hurricane season we secure the site and materials when a storm is forecast",
          "Decking and concrete are poured only when the forecast allows them to cure",
        ],
      },
      {
        title: "Quality",
        intro: "Checks that are signed off before the next step starts.",
        items: [
          "Shell checked for level in every direction before and during backfill",
          "Plumbing pressure-tested before it is buried",
          "Backfill placed in 6-inch lifts while the pool fills with water",
          "Electrical bonding and equipment inspected by the building department",
          "Final walk-through with you before we call the job complete",
        ],
      },
    ],
    onPaper: "Want it on paper?",
    download: "Download the installation preparation checklist (PDF)",
  },
  warranty: {
    title: "Covered long after the crew leaves",
    intro:
      "Every pool comes with written coverage for the shell and for our work. Warranty terms differ by manufacturer.",
    items: [
      {
        title: "Lifetime structural shell warranty",
        text: "The fiberglass shell carries its manufacturer's structural warranty. Terms differ by manufacturer, so you receive the written warranty for your model before you sign.",
      },
      {
        title: "1-year workmanship guarantee",
        text: "If anything we installed is not right in the first year, from plumbing to coping, we come back and make it right.",
      },
      {
        title: "100% satisfaction promise",
        text: "We walk the finished pool with you and fix anything on the list before we call the job complete.",
      },
    ],
    overview: "Read the warranty overview (PDF)",
  },
  closing: {
    title: "Start your two weeks",
    text: "Tell us about your yard and we will plan your installation, permits and start date with you.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    installation: typeof en;
  }
}

export const installationTexts = defineTexts("installation", {
  en,
  es: {
    meta: {
      title: "Calendario de instalación de piscinas de fibra de vidrio",
      description:
        "Cómo se instala una piscina de fibra de vidrio en Florida en unas dos semanas: seis pasos, del trazado y la excavación a la colocación con grúa, el relleno, la terraza y la puesta en marcha, con nuestra garantía.",
      howToName: "Cómo se instala una piscina de fibra de vidrio",
      howToDescription: "Los seis pasos de la instalación de una piscina de fibra de vidrio, del día 1 al {days}.",
    },
    hero: {
      eyebrow: "Calendario de instalación",
      title: "Del patio vacío al primer chapuzón en unas 2 semanas",
      intro:
        "Una piscina de fibra de vidrio llega lista de fábrica, así que el trabajo en su patio toma días, no meses. Esto es lo que pasa en cada uno de los 14 días.",
      estimate: "Pida un presupuesto gratis",
      browse: "Vea las piscinas",
      facts: ["6 pasos en 14 días", "Relleno en capas de 6 pulgadas", "Acceso para grúa de al menos 8 pies de ancho"],
      glance: "Sus dos semanas de un vistazo",
    },
    timeline: {
      eyebrow: "Seis pasos",
      title: "Su instalación, día a día",
      intro:
        "El día 1 es el día en que llega el equipo. La instalación se programa a partir de unos 45 días después de la aprobación del permiso y la entrega del casco, y le confirmamos la fecha de inicio en cuanto tengamos ambos.",
    },
    steps: [
      {
        day: "Día 1",
        title: "Trazado y revisión de permisos",
        description:
          "Su jefe de proyecto recorre el patio con usted, pinta el contorno de la piscina, confirma que el permiso aprobado y los papeles de la HOA estén en el sitio, y marca los servicios, las líneas de riego y la base de los equipos.",
        duration: "1 día",
      },
      {
        day: "Días 2-3",
        title: "Excavación",
        description:
          "El equipo excava con la forma y la profundidad exactas de su modelo, prepara una base de grava compactada y nivelada con láser para el casco, y se lleva o nivela la tierra como se acordó en su presupuesto.",
        duration: "2 días",
      },
      {
        day: "Día 4",
        title: "Entrega del casco y colocación con grúa",
        description:
          "Su casco de fibra de vidrio hecho en fábrica llega en camión y una grúa lo pasa por encima de la casa o la cerca hasta la excavación, donde se nivela en todas las direcciones antes de cualquier otra cosa.",
        duration: "1 día",
      },
      {
        day: "Días 5-7",
        title: "Plomería y relleno",
        description:
          "Se instala la plomería hasta la base de los equipos y se prueba a presión. La piscina se llena de agua mientras el equipo rellena en capas de 6 pulgadas, subiendo el agua y el relleno a la par para que el casco no se mueva.",
        duration: "3 días",
      },
      {
        day: "Días 8-11",
        title: "Remate, terraza (deck) y electricidad",
        description:
          "Se forman la viga perimetral y el remate, se vierte o se coloca su terraza, y el electricista con licencia conecta la bomba, el filtro, las luces y la conexión equipotencial para la inspección.",
        duration: "4 días",
      },
      {
        day: "Días 12-14",
        title: "Llenado, puesta en marcha y orientación",
        description:
          "Terminamos de llenar el agua, ponemos en marcha y equilibramos los equipos, limpiamos el sitio y le enseñamos a usar, limpiar y cuidar su nueva piscina. Y a nadar.",
        duration: "3 días",
      },
    ],
    facts: {
      eyebrow: "Datos clave",
      title: "Con lo que puede contar",
      intro: "Las promesas que vienen con cada piscina de fibra de vidrio que instalamos.",
      items: [
        {
          value: "Unas 2 semanas",
          label: "Instalación en unas 2 semanas",
          detail: "Del trazado al primer chapuzón, desde que llega su equipo.",
        },
        {
          value: "De por vida",
          label: "Garantía estructural de por vida del casco",
          detail: "Cobertura estructural del casco de fibra de vidrio por parte de su fabricante.",
        },
        {
          value: "1 año",
          label: "Garantía de mano de obra de 1 año",
          detail: "Nuestro propio trabajo de instalación, respaldado por escrito.",
        },
        {
          value: "100 %",
          label: "Promesa de satisfacción del 100 %",
          detail: "No terminamos hasta que usted esté contento con su piscina.",
        },
      ],
    },
    video: {
      eyebrow: "Véalo usted mismo",
      withVideo: "Vea cómo se instala una piscina",
      withoutVideo: "Cómo se instala una piscina",
      intro:
        "De la primera palada al primer chapuzón: la excavación, la grúa que pasa el casco por encima de la casa, el relleno que sube con el agua y la puesta en marcha.",
      oneTruck: "Un camión, una grúa y un día para colocar el casco.",
      twoWeeks: "Unas dos semanas de trabajo en el sitio, de principio a fin.",
      noVideoLink: "Siga los seis pasos día a día",
    },
    checklist: {
      eyebrow: "Lista de preparación",
      title: "Listos para el día 1",
      intro: "Preparación del sitio, clima y calidad: lo que planeamos para que sus dos semanas vayan bien.",
      groups: [
        {
          title: "Preparación del sitio",
          intro: "Lo que revisamos con usted antes del día 1.",
          items: [
            "Acceso para la grúa y los equipos de al menos 8 pies de ancho desde la calle hasta el área de la piscina",
            "Paneles de cerca, portones o arbustos que haya que quitar para excavar, marcados con anticipación",
            "Servicios subterráneos localizados (Sunshine 811) y líneas de riego señaladas",
            "Espacio en la entrada o la calle para el camión de entrega y un contenedor",
            "Permiso aprobado y carta de la HOA en el sitio antes de empezar a excavar",
            "Mascotas y vehículos lejos del área de trabajo mientras el equipo esté en el sitio",
          ],
        },
        {
          title: "Clima",
          intro: "El clima de Florida marca el ritmo; la seguridad pone las reglas.",
          items: [
            "Las tormentas de la tarde pueden pausar la excavación y la grúa; seguimos en cuanto sea seguro",
            "La grúa no se usa con vientos fuertes ni con rayos",
            "La lluvia fuerte puede subir el agua del subsuelo, así que bombeamos la excavación antes de colocar el casco",
            "En temporada de huracanes aseguramos el sitio y los materiales cuando se pronostica una tormenta",
            "La terraza y el concreto se vierten solo cuando el pronóstico permite que fragüen",
          ],
        },
        {
          title: "Calidad",
          intro: "Revisiones que se aprueban antes de empezar el siguiente paso.",
          items: [
            "Nivel del casco revisado en todas las direcciones antes y durante el relleno",
            "Plomería probada a presión antes de enterrarla",
            "Relleno en capas de 6 pulgadas mientras la piscina se llena de agua",
            "Conexión equipotencial y equipos inspeccionados por el departamento de construcción",
            "Recorrido final con usted antes de dar el trabajo por terminado",
          ],
        },
      ],
      onPaper: "¿La quiere en papel?",
      download: "Descargue la lista de preparación para la instalación (PDF, en inglés)",
    },
    warranty: {
      title: "Protegido mucho después de que se va el equipo",
      intro:
        "Cada piscina viene con cobertura por escrito del casco y de nuestro trabajo. Los términos de la garantía varían según el fabricante.",
      items: [
        {
          title: "Garantía estructural de por vida del casco",
          text: "El casco de fibra de vidrio tiene la garantía estructural de su fabricante. Los términos varían según el fabricante, así que recibe la garantía por escrito de su modelo antes de firmar.",
        },
        {
          title: "Garantía de mano de obra de 1 año",
          text: "Si algo de lo que instalamos no queda bien en el primer año, de la plomería al remate, volvemos y lo arreglamos.",
        },
        {
          title: "Promesa de satisfacción del 100 %",
          text: "Recorremos con usted la piscina terminada y arreglamos todo lo que esté en la lista antes de dar el trabajo por terminado.",
        },
      ],
      overview: "Lea el resumen de la garantía (PDF, en inglés)",
    },
    closing: {
      title: "Empiece sus dos semanas",
      text: "Cuéntenos sobre su patio y planearemos con usted la instalación, los permisos y la fecha de inicio.",
    },
  },
});
