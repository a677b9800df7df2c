// The words of /resurfacing. Its estimate links, icons and video places are in app/content/resurfacing.ts; the
// lists here are in the order of those (warning signs, service cards, process steps, gallery pairs, reasons).
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "Pool Resurfacing & Repair in 5-7 Days",
    description:
      "Fiberglass pool resurfacing and repair across Florida from {company}: epoxy resurfacing, complete gelcoat resurfacing and crack and blister repair in 5-7 days, with a 10-year warranty.",
    serviceName: "Fiberglass Pool Resurfacing & Repair",
    serviceType: "Pool resurfacing",
    catalogName: "Resurfacing services",
  },
  facts: { days: "5-7 days", warranty: "10-year warranty" },
  before: "Before",
  after: "After",
  mostPopular: "Most Popular",
  hero: {
    eyebrow: "Pool resurfacing & repair",
    title: "Transform Your Damaged Pool in Just 5-7 Days",
    intro:
      "Faded, chalky, cracked or blistered? We restore fiberglass pools to a smooth, glossy finish that lasts 15-20 years, backed by a 10-year warranty.",
    facts: ["Done in 5-7 days", "Lasts 15-20 years", "10-year warranty", "Free estimate within 24 hours"],
    estimate: "Get a Free Resurfacing Estimate",
    call: "Call {office} {phone}",
  },
  signs: {
    eyebrow: "Warning signs",
    title: "Does your pool show any of these signs?",
    intro: "Surface damage only gets worse with time. Caught early, most pools need days of work, not a new shell.",
    items: [
      {
        title: "Faded or chalky surface",
        text: "The color has dulled and a powdery film comes off on your hand: the gelcoat is breaking down.",
      },
      {
        title: "Spider or stress cracks",
        text: "Fine web-like lines or longer cracks in the finish let water reach the laminate underneath.",
      },
      {
        title: "Blisters and bubbles",
        text: "Raised bumps in the surface are osmotic blisters; left alone, they grow and break open.",
      },
      {
        title: "Rough or stained finish",
        text: "A surface that snags swimsuits, scratches feet or holds stains no longer protects the shell.",
      },
      {
        title: "Losing water",
        text: "If the level drops faster than evaporation explains, a crack or fitting may be leaking.",
      },
      {
        title: "An old coating peeling",
        text: "Paint or an earlier coating flaking away means it is time for a finish made for the job.",
      },
    ],
    prompt: "Spotted one or more? A free inspection tells you exactly what your pool needs.",
    book: "Book a Free Inspection",
  },
  comparison: {
    eyebrow: "Compare finishes",
    title: "Epoxy or gelcoat?",
    intro:
      "Both give you a smooth, watertight surface. The right one depends on the state of your pool and how long you plan to keep it.",
    caption: "Epoxy resurfacing compared with complete gelcoat resurfacing",
    feature: "Feature",
    epoxy: "Epoxy",
    gelcoat: "Gelcoat",
    rows: [
      {
        label: "Best for",
        epoxy: "Sound shells with a faded or worn surface",
        gelcoat: "Chalky, cracked or blistered surfaces, or a full color change",
      },
      { label: "Finish", epoxy: "Smooth, durable coating", gelcoat: "Factory-grade gloss, like a new shell" },
      { label: "Lasts", epoxy: "Several years with balanced water", gelcoat: "15-20 years" },
      { label: "Time to complete", epoxy: "5-7 days", gelcoat: "5-7 days" },
      { label: "Coverage", epoxy: "1-year workmanship guarantee", gelcoat: "10-year warranty" },
      { label: "Investment", epoxy: "Lower", gelcoat: "Higher, with the longest life" },
    ],
  },
  videos: {
    eyebrow: "See the work",
    title: "Watch a pool come back to life",
    intro: "What happens in the week your pool is resurfaced, and what the finish looks like when we are done.",
    noVideosTitle: "How a pool comes back to life",
    noVideosIntro: "Draining, sanding, repairs and the new finish: what happens in the week your pool is resurfaced.",
    noVideosLink: "See the resurfacing process, step by step",
    ctas: { video: "Get My Resurfacing Estimate", "restoration-video": "Restore My Pool" },
  },
  services: {
    eyebrow: "Our services",
    title: "The right fix for your pool",
    intro: "From a fresh coat to a full new surface, every service starts with a free inspection and a written price.",
    cards: [
      {
        name: "Epoxy Resurfacing",
        summary: "A tough epoxy coating that brings back color and a smooth feel to a structurally sound pool.",
        points: [
          "Surface cleaned and sanded",
          "Minor chips filled",
          "Two-coat epoxy finish",
          "Back in the water in days",
        ],
        coverage: "1-year workmanship guarantee",
        cta: "Estimate Epoxy Resurfacing",
      },
      {
        name: "Complete Resurfacing",
        summary: "A new gelcoat surface over the whole pool for a like-new gloss that lasts 15-20 years.",
        points: [
          "Old finish ground back to sound laminate",
          "Cracks and blisters repaired",
          "New gelcoat in your choice of color",
          "Tile and fittings resealed",
        ],
        coverage: "10-year warranty",
        cta: "Estimate Complete Resurfacing",
      },
      {
        name: "Crack & Blister Repair",
        summary: "Targeted repairs that stop cracks and blisters spreading and keep water out of the shell.",
        points: [
          "Leak and damage inspection",
          "Cracks opened and reinforced",
          "Blisters drained and filled",
          "Color-matched finish",
        ],
        coverage: "Structural repairs warranted up to 10 years",
        cta: "Estimate a Repair",
      },
    ],
    notSure: "Not sure which service you need?",
    assessment: "Get a free assessment",
  },
  process: {
    eyebrow: "Our process",
    title: "Four steps, 5-7 days",
    intro: "One crew handles the whole job, and you always know what happens next.",
    steps: [
      {
        title: "Free inspection & estimate",
        text: "A specialist inspects the surface, cracks and fittings, and you get a written estimate.",
        when: "within 24 hours",
      },
      {
        title: "Drain & prepare",
        text: "We drain the pool safely, protect the deck and grind the old finish back to sound material.",
        when: "Days 1-2",
      },
      {
        title: "Repair & resurface",
        text: "Cracks and blisters are repaired, then the new epoxy or gelcoat finish is applied and cured.",
        when: "Days 3-5",
      },
      {
        title: "Refill & start-up",
        text: "We refill, balance the water and walk you through care of the new finish.",
        when: "Days 6-7",
      },
    ],
    step: "Step {number}: ",
    start: "Start With a Free Inspection",
  },
  gallery: {
    eyebrow: "Before & after",
    title: "The difference a week makes",
    intro:
      "Typical damage we repair and the finish you get back, shown as illustrations. Ask for photos of projects near you at your inspection.",
    beforeLabel: "Before:",
    afterLabel: "After:",
    pairs: [
      {
        title: "Faded, chalky finish",
        before: "Dull, chalky gelcoat with stains at the waterline",
        after: "Deep blue, glossy gelcoat",
        service: "Complete Resurfacing",
      },
      {
        title: "Spider cracks",
        before: "Spider cracks spreading across the floor and steps",
        after: "Cracks reinforced and sealed under a seamless finish",
        service: "Crack & Blister Repair",
      },
      {
        title: "Osmotic blisters",
        before: "Blisters across the walls of the deep end",
        after: "Blisters drained, filled and coated smooth",
        service: "Epoxy Resurfacing",
      },
    ],
    cta: "Get My Pool Looking Like New",
  },
  reasons: {
    eyebrow: "Why choose us",
    title: "Why pool owners trust {company}",
    intro: "We build fiberglass pools, so we know how to bring them back.",
    items: [
      {
        title: "Done in 5-7 days",
        text: "Most resurfacing jobs take about a week, so you lose days of swimming, not a season.",
      },
      {
        title: "10-year warranty",
        text: "Complete resurfacing is warranted for 10 years, and epoxy comes with a 1-year workmanship guarantee.",
      },
      {
        title: "Fiberglass specialists",
        text: "We install and repair fiberglass pools every day from {offices} Florida offices, with our own trained crews.",
      },
      {
        title: "Honest inspection",
        text: "If a repair will do, we say so. You choose the service with the full picture and a written price.",
      },
    ],
    stats: {
      pools: "Pools restored",
      satisfaction: "Customer satisfaction",
      typical: "Typical project",
      response: "Response and estimate",
    },
  },
  faq: {
    eyebrow: "FAQ",
    title: "Resurfacing questions, answered",
    intro: "The questions pool owners ask us most before they book.",
    items: [
      {
        question: "How long does pool resurfacing take?",
        answer:
          "Most projects take 5-7 days from draining to refilling. Extensive crack or blister repairs and wet weather can add a day or two, and we give you the schedule with your estimate.",
      },
      {
        question: "How long will the new surface last?",
        answer:
          "A complete gelcoat resurfacing lasts 15-20 years with balanced water and normal care, and carries a 10-year warranty. Epoxy resurfacing comes with a 1-year workmanship guarantee.",
      },
      {
        question: "Should I choose epoxy or gelcoat?",
        answer:
          "Epoxy is a cost-effective refresh for a sound shell with a worn surface. Complete gelcoat resurfacing is the long-term answer for chalking, cracks, blisters or a change of color. After the inspection we recommend the one that fits your pool and budget.",
      },
      {
        question: "Can you repair cracks and blisters without resurfacing the whole pool?",
        answer:
          "Yes. Our Crack & Blister Repair treats the damaged areas and color-matches the finish, and structural repairs are warranted up to 10 years. If the damage is widespread, complete resurfacing is usually better value.",
      },
      {
        question: "How quickly can I get an estimate?",
        answer:
          "We respond and give you an estimate within 24 hours. Send a request online or call your nearest office, and a specialist will arrange the inspection.",
      },
    ],
    another: "Another question?",
    ask: "Ask a specialist with your free estimate",
  },
  closing: {
    title: "Ready to love your pool again?",
    text: "Get a free resurfacing estimate within 24 hours, or call your nearest office and talk to a specialist today.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    resurfacing: typeof en;
  }
}

export const resurfacingTexts = defineTexts("resurfacing", {
  en,
  es: {
    meta: {
      title: "Renovación y reparación de piscinas en 5-7 días",
      description:
        "Renovación y reparación de piscinas de fibra de vidrio en toda Florida con {company}: recubrimiento epóxico, renovación completa con gelcoat y reparación de grietas y ampollas en 5-7 días, con garantía de 10 años.",
      serviceName: "Renovación y reparación de piscinas de fibra de vidrio",
      serviceType: "Renovación de superficie de piscinas",
      catalogName: "Servicios de renovación",
    },
    facts: { days: "5-7 días", warranty: "Garantía de 10 años" },
    before: "Antes",
    after: "Después",
    mostPopular: "El más popular",
    hero: {
      eyebrow: "Renovación y reparación de piscinas",
      title: "Renueve su piscina dañada en solo 5-7 días",
      intro:
        "¿Descolorida, con polvillo, agrietada o con ampollas? Devolvemos a las piscinas de fibra de vidrio un acabado liso y brillante que dura 15-20 años, con garantía de 10 años.",
      facts: ["Lista en 5-7 días", "Dura 15-20 años", "Garantía de 10 años", "Presupuesto gratis en menos de 24 horas"],
      estimate: "Pida su presupuesto gratis de renovación",
      call: "Llame a {office} {phone}",
    },
    signs: {
      eyebrow: "Señales de alerta",
      title: "¿Su piscina muestra alguna de estas señales?",
      intro:
        "El daño en la superficie solo empeora con el tiempo. Si se detecta a tiempo, la mayoría de las piscinas necesitan días de trabajo, no una piscina nueva.",
      items: [
        {
          title: "Superficie descolorida o con polvillo",
          text: "El color se ha apagado y al tocarla le queda un polvillo en la mano: el gelcoat se está deteriorando.",
        },
        {
          title: "Grietas finas o por tensión",
          text: "Las líneas finas como telaraña o las grietas más largas en el acabado dejan que el agua llegue al laminado.",
        },
        {
          title: "Ampollas y burbujas",
          text: "Los abultamientos en la superficie son ampollas por ósmosis; si no se tratan, crecen y se revientan.",
        },
        {
          title: "Acabado áspero o manchado",
          text: "Una superficie que engancha los trajes de baño, raspa los pies o retiene manchas ya no protege la piscina.",
        },
        {
          title: "Pérdida de agua",
          text: "Si el nivel baja más rápido de lo que explica la evaporación, puede haber una fuga en una grieta o un accesorio.",
        },
        {
          title: "Un recubrimiento viejo que se pela",
          text: "Si la pintura o un recubrimiento anterior se descascara, es hora de un acabado hecho para ese trabajo.",
        },
      ],
      prompt: "¿Vio una o más? Una inspección gratis le dice exactamente lo que necesita su piscina.",
      book: "Reserve una inspección gratis",
    },
    comparison: {
      eyebrow: "Compare los acabados",
      title: "¿Epóxico o gelcoat?",
      intro:
        "Los dos le dan una superficie lisa e impermeable. El adecuado depende del estado de su piscina y de cuánto tiempo piensa tenerla.",
      caption: "Renovación con epóxico comparada con la renovación completa con gelcoat",
      feature: "Característica",
      epoxy: "Epóxico",
      gelcoat: "Gelcoat",
      rows: [
        {
          label: "Ideal para",
          epoxy: "Piscinas en buen estado con la superficie descolorida o gastada",
          gelcoat: "Superficies con polvillo, grietas o ampollas, o un cambio total de color",
        },
        {
          label: "Acabado",
          epoxy: "Recubrimiento liso y resistente",
          gelcoat: "Brillo de fábrica, como una piscina nueva",
        },
        { label: "Duración", epoxy: "Varios años con el agua balanceada", gelcoat: "15-20 años" },
        { label: "Tiempo de trabajo", epoxy: "5-7 días", gelcoat: "5-7 días" },
        { label: "Cobertura", epoxy: "Garantía de mano de obra de 1 año", gelcoat: "Garantía de 10 años" },
        { label: "Inversión", epoxy: "Menor", gelcoat: "Mayor, con la vida más larga" },
      ],
    },
    videos: {
      eyebrow: "Vea el trabajo",
      title: "Vea cómo una piscina vuelve a la vida",
      intro: "Lo que pasa en la semana en que se renueva su piscina, y cómo queda el acabado cuando terminamos.",
      noVideosTitle: "Cómo una piscina vuelve a la vida",
      noVideosIntro:
        "Vaciado, lijado, reparaciones y el acabado nuevo: lo que pasa en la semana en que se renueva su piscina.",
      noVideosLink: "Vea el proceso de renovación paso a paso",
      ctas: { video: "Quiero mi presupuesto de renovación", "restoration-video": "Quiero renovar mi piscina" },
    },
    services: {
      eyebrow: "Nuestros servicios",
      title: "La solución adecuada para su piscina",
      intro:
        "Desde una capa nueva hasta una superficie completamente nueva, cada servicio empieza con una inspección gratis y un precio por escrito.",
      cards: [
        {
          name: "Renovación con epóxico",
          summary:
            "Un recubrimiento epóxico resistente que devuelve el color y la suavidad a una piscina estructuralmente sana.",
          points: [
            "Superficie limpia y lijada",
            "Pequeños desconchones rellenados",
            "Acabado epóxico de dos capas",
            "De vuelta en el agua en días",
          ],
          coverage: "Garantía de mano de obra de 1 año",
          cta: "Presupuesto de renovación con epóxico",
        },
        {
          name: "Renovación completa",
          summary: "Una superficie nueva de gelcoat en toda la piscina, con un brillo como nuevo que dura 15-20 años.",
          points: [
            "Acabado viejo lijado hasta el laminado sano",
            "Grietas y ampollas reparadas",
            "Gelcoat nuevo del color que usted elija",
            "Azulejos y accesorios sellados de nuevo",
          ],
          coverage: "Garantía de 10 años",
          cta: "Presupuesto de renovación completa",
        },
        {
          name: "Reparación de grietas y ampollas",
          summary:
            "Reparaciones puntuales que impiden que las grietas y ampollas se extiendan y mantienen el agua fuera de la estructura.",
          points: [
            "Inspección de fugas y daños",
            "Grietas abiertas y reforzadas",
            "Ampollas drenadas y rellenadas",
            "Acabado del mismo color",
          ],
          coverage: "Reparaciones estructurales con garantía de hasta 10 años",
          cta: "Presupuesto de reparación",
        },
      ],
      notSure: "¿No sabe qué servicio necesita?",
      assessment: "Pida una evaluación gratis",
    },
    process: {
      eyebrow: "Nuestro proceso",
      title: "Cuatro pasos, 5-7 días",
      intro: "Un solo equipo se encarga de todo el trabajo, y usted siempre sabe qué sigue.",
      steps: [
        {
          title: "Inspección y presupuesto gratis",
          text: "Un especialista revisa la superficie, las grietas y los accesorios, y usted recibe un presupuesto por escrito.",
          when: "en menos de 24 horas",
        },
        {
          title: "Vaciado y preparación",
          text: "Vaciamos la piscina con cuidado, protegemos la terraza y lijamos el acabado viejo hasta llegar al material sano.",
          when: "Días 1-2",
        },
        {
          title: "Reparación y renovación",
          text: "Se reparan las grietas y ampollas, y luego se aplica y se cura el nuevo acabado epóxico o de gelcoat.",
          when: "Días 3-5",
        },
        {
          title: "Llenado y puesta en marcha",
          text: "Llenamos la piscina, balanceamos el agua y le explicamos cómo cuidar el acabado nuevo.",
          when: "Días 6-7",
        },
      ],
      step: "Paso {number}: ",
      start: "Empiece con una inspección gratis",
    },
    gallery: {
      eyebrow: "Antes y después",
      title: "La diferencia que hace una semana",
      intro:
        "Daños típicos que reparamos y el acabado que recupera, mostrados en ilustraciones. Pida fotos de proyectos cerca de usted en su inspección.",
      beforeLabel: "Antes:",
      afterLabel: "Después:",
      pairs: [
        {
          title: "Acabado descolorido y con polvillo",
          before: "Gelcoat opaco y con polvillo, con manchas en la línea del agua",
          after: "Gelcoat azul intenso y brillante",
          service: "Renovación completa",
        },
        {
          title: "Grietas en telaraña",
          before: "Grietas en telaraña extendidas por el piso y los escalones",
          after: "Grietas reforzadas y selladas bajo un acabado sin uniones",
          service: "Reparación de grietas y ampollas",
        },
        {
          title: "Ampollas por ósmosis",
          before: "Ampollas en las paredes de la parte honda",
          after: "Ampollas drenadas, rellenadas y recubiertas",
          service: "Renovación con epóxico",
        },
      ],
      cta: "Quiero mi piscina como nueva",
    },
    reasons: {
      eyebrow: "Por qué elegirnos",
      title: "Por qué los dueños de piscinas confían en {company}",
      intro: "Construimos piscinas de fibra de vidrio, así que sabemos cómo renovarlas.",
      items: [
        {
          title: "Lista en 5-7 días",
          text: "La mayoría de las renovaciones toman alrededor de una semana: pierde días de baño, no una temporada.",
        },
        {
          title: "Garantía de 10 años",
          text: "La renovación completa tiene garantía de 10 años, y el epóxico incluye una garantía de mano de obra de 1 año.",
        },
        {
          title: "Especialistas en fibra de vidrio",
          text: "Instalamos y reparamos piscinas de fibra de vidrio todos los días desde {offices} oficinas en Florida, con nuestros propios equipos capacitados.",
        },
        {
          title: "Inspección honesta",
          text: "Si basta con una reparación, se lo decimos. Usted elige el servicio con toda la información y un precio por escrito.",
        },
      ],
      stats: {
        pools: "Piscinas renovadas",
        satisfaction: "Clientes satisfechos",
        typical: "Proyecto típico",
        response: "Respuesta y presupuesto",
      },
    },
    faq: {
      eyebrow: "Preguntas frecuentes",
      title: "Respuestas sobre la renovación",
      intro: "Las preguntas que más nos hacen los dueños de piscinas antes de reservar.",
      items: [
        {
          question: "¿Cuánto tarda la renovación de una piscina?",
          answer:
            "La mayoría de los proyectos toman 5-7 días desde el vaciado hasta el llenado. Las reparaciones grandes de grietas o ampollas y la lluvia pueden sumar un día o dos, y le damos el calendario con su presupuesto.",
        },
        {
          question: "¿Cuánto durará la superficie nueva?",
          answer:
            "Una renovación completa con gelcoat dura 15-20 años con el agua balanceada y un cuidado normal, y tiene garantía de 10 años. La renovación con epóxico incluye una garantía de mano de obra de 1 año.",
        },
        {
          question: "¿Elijo epóxico o gelcoat?",
          answer:
            "El epóxico es una renovación económica para una piscina sana con la superficie gastada. La renovación completa con gelcoat es la solución a largo plazo para el polvillo, las grietas, las ampollas o un cambio de color. Después de la inspección le recomendamos la que mejor se ajuste a su piscina y su presupuesto.",
        },
        {
          question: "¿Pueden reparar grietas y ampollas sin renovar toda la piscina?",
          answer:
            "Sí. Nuestra reparación de grietas y ampollas trata las zonas dañadas e iguala el color del acabado, y las reparaciones estructurales tienen garantía de hasta 10 años. Si el daño está muy extendido, la renovación completa suele salir más a cuenta.",
        },
        {
          question: "¿Qué tan rápido puedo recibir un presupuesto?",
          answer:
            "Le respondemos y le damos un presupuesto en menos de 24 horas. Envíe una solicitud en línea o llame a su oficina más cercana, y un especialista programará la inspección.",
        },
      ],
      another: "¿Tiene otra pregunta?",
      ask: "Pregúntele a un especialista con su presupuesto gratis",
    },
    closing: {
      title: "¿Listo para volver a disfrutar su piscina?",
      text: "Pida un presupuesto gratis de renovación y lo recibe en menos de 24 horas, o llame a su oficina más cercana y hable hoy con un especialista.",
    },
  },
});
