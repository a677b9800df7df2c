// The About page's words. The company's claims and office count fill its placeholders (companyClaims texts,
// ~/lib/company/offices): the figures are written once.
import { SERVICE_AREA } from "~/lib/company/offices";
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "About Us",
    description:
      "About {company}: fiberglass pool specialists with local crews, {offices} Florida offices, {experience} and installation in {installDays}.",
  },
  stats: {
    installation: "Typical installation",
    rating: "Customer rating",
    offices: "Florida offices",
    free: "Free",
    estimates: "Written estimates",
  },
  hero: {
    eyebrow: "About us",
    title: "About {company}",
    intro:
      "Florida's fiberglass pool specialists: local crews, honest estimates and pools installed in about two weeks, from {offices} offices across Florida.",
    estimate: "Get a Free Estimate",
    findOffice: "Find Your Office",
  },
  story: {
    eyebrow: "The company",
    title: "Pools without the long wait",
    paragraphs: [
      "We started with one idea: a pool should be something a Florida family enjoys for decades, not a construction project that takes over the backyard for months. Fiberglass makes that possible. Shells are built in a factory under controlled conditions, delivered in one piece and set by a crane, so most of our pools are installed in {installDays}.",
      "Our crews are local. The people who measure your yard are the people who dig it, set the shell and show you how to run your equipment. Together, our installers, designers and project leads bring a combined {experience}: Florida's sandy soils, high water tables, summer storms and permit offices hold no surprises for them.",
      "We work with two of the best-known fiberglass manufacturers, Latham and San Juan, which lets us recommend the model that fits your yard and budget instead of the one we happen to stock.",
    ],
  },
  howWeWork: {
    eyebrow: "How we work",
    title: "One team from estimate to first swim",
    intro: "Every project follows the same clear path, with one point of contact at your local office.",
    steps: [
      {
        title: "A free, written estimate",
        text: "A specialist replies within 24 hours, visits your property and gives you a written estimate that lists every item, so you can compare fairly.",
      },
      {
        title: "Design with you, not for you",
        text: "We help you choose the model, size, finish and features that suit your yard, and show you how the pool will sit before anything is dug.",
      },
      {
        title: "Permits and HOA handled",
        text: "We prepare the permit package and the documents your homeowners association asks for, and schedule every inspection.",
      },
      {
        title: "About two weeks on site",
        text: "One crew, one schedule: layout, excavation, crane set, plumbing, backfill, decking and start-up, with updates at every step.",
      },
      {
        title: "Payments that follow progress",
        text: "You pay at milestones as the work happens, never the full amount up front.",
      },
      {
        title: "Here after the first swim",
        text: "We walk you through caring for your pool, register your warranty with you and stay one call away.",
      },
    ],
    timeline: "See the installation timeline day by day",
  },
  offices: {
    eyebrow: "Our offices",
    title: "{offices} offices, one Florida team",
    serviceArea: SERVICE_AREA as string,
    intro: "{serviceArea}. Every office is open {hours}.",
  },
  values: {
    eyebrow: "Our values",
    title: "What we stand for",
    items: [
      {
        title: "Straight answers",
        text: "Clear prices, realistic timelines and honest advice, even when the honest answer is a smaller pool.",
      },
      {
        title: "Craft you can see",
        text: "Level shells, tidy plumbing and clean job sites. Every step is checked before the next one starts.",
      },
      {
        title: "Neighbors first",
        text: "We live and work in the communities we build in, and treat every yard like our own.",
      },
      {
        title: "Built for Florida",
        text: "Materials, equipment and methods chosen for heat, sun, sand, storms and salt air.",
      },
    ],
  },
  closing: {
    title: "Meet your local pool team",
    text: "Get a free estimate, or call your nearest office and talk to the people who will build your pool.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    about: typeof en;
  }
}

export const aboutTexts = defineTexts("about", {
  en,
  es: {
    meta: {
      title: "Quiénes somos",
      description:
        "Conozca {company}: especialistas en piscinas de fibra de vidrio con equipos locales, {offices} oficinas en Florida, {experience} e instalación en {installDays}.",
    },
    stats: {
      installation: "Instalación típica",
      rating: "Calificación de clientes",
      offices: "Oficinas en Florida",
      free: "Gratis",
      estimates: "Presupuestos por escrito",
    },
    hero: {
      eyebrow: "Quiénes somos",
      title: "Conozca {company}",
      intro:
        "Los especialistas en piscinas de fibra de vidrio de Florida: equipos locales, presupuestos honestos y piscinas instaladas en unas dos semanas, desde {offices} oficinas en todo el estado.",
      estimate: "Pida su presupuesto gratis",
      findOffice: "Encuentre su oficina",
    },
    story: {
      eyebrow: "La empresa",
      title: "Piscinas sin largas esperas",
      paragraphs: [
        "Empezamos con una idea: una piscina debe ser algo que una familia de Florida disfrute por décadas, no una obra que se adueñe del patio durante meses. La fibra de vidrio lo hace posible. Los cascos se fabrican en una planta bajo condiciones controladas, se entregan en una sola pieza y se colocan con grúa, así que la mayoría de nuestras piscinas se instalan en {installDays}.",
        "Nuestros equipos son locales. Las mismas personas que miden su patio son las que excavan, colocan el casco y le enseñan a manejar su equipo. Entre instaladores, diseñadores y jefes de proyecto suman {experience}: los suelos arenosos de Florida, el nivel freático alto, las tormentas de verano y las oficinas de permisos no los toman por sorpresa.",
        "Trabajamos con dos de los fabricantes de fibra de vidrio más conocidos, Latham y San Juan, y eso nos permite recomendarle el modelo que mejor va con su patio y su presupuesto, no el que tengamos en inventario.",
      ],
    },
    howWeWork: {
      eyebrow: "Cómo trabajamos",
      title: "Un solo equipo, del presupuesto al primer chapuzón",
      intro: "Cada proyecto sigue el mismo camino claro, con una sola persona de contacto en su oficina local.",
      steps: [
        {
          title: "Un presupuesto gratis y por escrito",
          text: "Un especialista le responde en menos de 24 horas, visita su propiedad y le entrega un presupuesto por escrito que detalla cada partida, para que pueda comparar con justicia.",
        },
        {
          title: "Diseñamos con usted, no por usted",
          text: "Le ayudamos a escoger el modelo, el tamaño, el acabado y los detalles que van con su patio, y le mostramos cómo quedará la piscina antes de excavar.",
        },
        {
          title: "Nos encargamos de permisos y de la HOA",
          text: "Preparamos los documentos del permiso y los que pida su asociación de propietarios (HOA), y programamos cada inspección.",
        },
        {
          title: "Unas dos semanas de obra",
          text: "Un equipo, un calendario: trazado, excavación, colocación con grúa, plomería, relleno, terraza y puesta en marcha, con noticias en cada paso.",
        },
        {
          title: "Pagos según el avance",
          text: "Usted paga por etapas a medida que avanza la obra, nunca el total por adelantado.",
        },
        {
          title: "Seguimos aquí después del primer chapuzón",
          text: "Le enseñamos a cuidar su piscina, registramos su garantía con usted y estamos a una llamada de distancia.",
        },
      ],
      timeline: "Vea el calendario de instalación día por día",
    },
    offices: {
      eyebrow: "Nuestras oficinas",
      title: "{offices} oficinas, un solo equipo en Florida",
      serviceArea: "Servicio en todo el estado de Florida",
      intro: "{serviceArea}. Todas las oficinas abren {hours}.",
    },
    values: {
      eyebrow: "Nuestros valores",
      title: "Lo que nos importa",
      items: [
        {
          title: "Respuestas claras",
          text: "Precios claros, plazos realistas y consejos honestos, aunque la respuesta honesta sea una piscina más pequeña.",
        },
        {
          title: "Un trabajo bien hecho que se nota",
          text: "Cascos nivelados, plomería ordenada y obras limpias. Cada paso se revisa antes de empezar el siguiente.",
        },
        {
          title: "Primero, los vecinos",
          text: "Vivimos y trabajamos en las comunidades donde construimos, y tratamos cada patio como si fuera el nuestro.",
        },
        {
          title: "Hecho para Florida",
          text: "Materiales, equipos y métodos escogidos para el calor, el sol, la arena, las tormentas y el salitre.",
        },
      ],
    },
    closing: {
      title: "Conozca a su equipo local",
      text: "Pida su presupuesto gratis, o llame a su oficina más cercana y hable con las personas que construirán su piscina.",
    },
  },
});
