// The words of /packages. Two areas: `packages` travels as loader data (the parts that react: the hero, the section
// tabs, the FAQ's controls, the contact block), `packagesStatic` reaches the browser once, as the HTML of the
// sections that never change after the page load (PageLoadOnly, decision 035): the page is near its HTML budget.
// Figures (prices, percentages, offices, the rating) are filled in from where they are stated once.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "All-Inclusive Fiberglass Pool Packages",
    description:
      "All-inclusive fiberglass pool packages from {company}: {startingPrice}, a {warranty}, a clear 6-step process and a milestone payment schedule.",
  },
  startingPrice: "Pools starting at {price}",
  warranty: "30-year limited warranty",
  installedIn: "Installed in {days}",
  installationDays: "4-15 days",
  hero: {
    eyebrow: "All-inclusive pool packages",
    title: "One package, one price, your whole pool",
    intro:
      "The shell, the dig, the crane, the plumbing, the equipment and the permits in one all-inclusive price, installed by our own crews from {offices} Florida offices.",
    estimate: "Get a Free Estimate",
    included: "See What Is Included",
  },
  tabs: {
    label: "Page sections",
    sections: {
      specials: "Specials",
      package: "Package",
      process: "Process",
      payment: "Payment",
      benefits: "Benefits",
      faq: "FAQ",
      contact: "Contact",
    },
    copied: "Link Copied!",
    copyFailed: "Could not copy the link. Copy it from the address bar instead.",
    copyLabel: "Copy link to the {section} section",
    copyTitle: "Copy link to {section}",
  },
  faq: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    intro: "Search our answers about cost, permits, installation, payments and more.",
    formLabel: "FAQ",
    searchLabel: "Search questions",
    placeholder: "Try “permits” or “how long”",
    clear: "Clear search",
    suggestions: "Suggested questions",
    more: "And {count} more results...",
    popular: "Popular searches:",
    popularSearches: ["heat", "cost", "installation time", "permits", "payment", "warranty", "maintenance"],
    categories: "Categories",
    allQuestions: "All Questions",
    searching: "Searching...",
    found: { one: "{count} question found", other: "{count} questions found" },
    total: "{count} questions",
    noneTitle: "No questions found",
    noneText: "Try another word, or browse every category.",
    clearFilters: "Clear all filters",
    stillAsking: "Still have a question? Ask a specialist with your estimate.",
    tags: "Search for",
  },
  contact: {
    eyebrow: "Contact",
    title: "Talk to your local pool team",
    intro: "Get a free estimate, or call the nearest of our {offices} offices. We reply within 24 hours.",
    call: "Call {office} {phone}",
  },
};

const staticEn = {
  winter: {
    eyebrow: "Limited-time offer",
    title: "Winter Installation Special",
    headline: "Save {savings} when you install this winter",
    text: "Book a winter installation and we take the savings off your all-inclusive package. Cooler months mean easier digging and faster inspections, and your pool is ready before the spring rush.",
    points: [
      "Beat the spring waiting list",
      "Cooler, drier weather for the crew",
      "Swim on the first warm day of spring",
    ],
    terms: "Terms apply and availability is limited.",
    termsLink: "Read the offer terms",
    cta: "Claim My Winter Savings",
    save: "Save",
    onWinter: "on winter installs",
  },
  card: {
    eyebrow: "The package",
    heading: "Everything your pool needs, in one price",
    intro: "No separate contractors to chase and no surprise invoices: one team, one agreement.",
    title: "All-Inclusive Pool Package",
    priceNote: "Final price depends on the model, your yard and the upgrades you choose.",
    timeline: {
      installation: "Installation",
      landscaping: "Landscaping & finishing",
      landscapingDays: "3-30 days",
      total: "From signing to first swim",
      totalTime: "1-4 months plus 4-90 days",
    },
    includedHeading: "What is included",
    included: [
      "Fiberglass pool shell from Latham or San Juan",
      "Delivery and crane set",
      "Excavation, gravel base and backfill",
      "Plumbing, pump and filtration equipment",
      "40 ft electrical hookup included",
      "Permit paperwork and inspections",
      "Start-up, water balancing and a pool-care walkthrough",
    ],
    extras:
      "Longer electrical runs, extra decking, screen enclosures, fencing and other site-specific work are quoted separately, so there are no surprises.",
    footnotes: [
      "Installation is scheduled from 45 days after permit approval and shell delivery.",
      "Pool dimensions may vary by up to 3%.",
    ],
    price: "Get My Package Price",
    choose: "Choose a Pool",
  },
  process: {
    eyebrow: "How it works",
    title: "Your pool in 6 steps",
    intro: "From the first estimate to the first swim, you always know what happens next and what is due.",
    step: "Step {number}: ",
    noPayment: "No payment at this step",
    due: "Due: {payments}",
    start: "Start With a Free Estimate",
    steps: [
      {
        title: "Free estimate",
        text: "Tell us about your yard and the pool you like. A specialist replies within 24 hours with a written, itemized estimate.",
        duration: "Within 24 hours",
      },
      {
        title: "Agreement",
        text: "Pick your model, color and upgrades, then sign one agreement that lists everything in your package.",
        duration: "At your pace",
      },
      {
        title: "Technical visit",
        text: "A specialist measures the yard, checks the access path for the crane and the truck, and plans the equipment pad and electrical run. {visitNote}",
        duration: "About 1 hour on site",
      },
      {
        title: "Permits",
        text: "We prepare and submit the permit package and any HOA paperwork, and order your shell. Permits and delivery usually take 1-4 months.",
        duration: "1-4 months",
      },
      {
        title: "Excavation",
        text: "The crew arrives from 45 days after permit approval and shell delivery, digs to the exact shape of your model and prepares a compacted, leveled base.",
        duration: "1-3 days",
      },
      {
        title: "Installation",
        text: "The shell is craned in, plumbed, leveled and backfilled as it fills. Installation takes 4-15 days; landscaping and finishing take another 3-30 days.",
        duration: "4-15 days",
      },
    ],
  },
  payment: {
    eyebrow: "Payment schedule",
    title: "Pay as your pool takes shape",
    intro: "You never pay for the whole pool up front. Each payment matches work you can see in your yard.",
    number: "Payment {number}",
    due: "Due {due}.",
    milestones: {
      initial: {
        label: "Initial payment",
        due: "when you sign the agreement",
        detail: "Reserves your pool, your installation slot and the technical visit.",
      },
      "pre-construction": {
        label: "Pre-construction",
        due: "once your permits are approved, before excavation",
        detail: "Covers the shell order, engineering and site preparation.",
      },
      installation: {
        label: "Installation",
        due: "when your pool shell is delivered and set",
        detail: "Covers the crane set, plumbing, equipment and backfill.",
      },
      finishing: {
        label: "Finishing",
        due: "when the decking and finishing work begin",
        detail: "Covers the bond beam, decking, electrical hookup and start-up.",
      },
      "final-completion": {
        label: "Final completion",
        due: "after the final inspection and your walkthrough",
        detail: "Paid only when the pool is finished and you are happy with it.",
      },
    },
    methodsHeading: "Payment methods",
    accepted: "Accepted",
    notAccepted: "Not accepted",
    methods: { check: "Check", transfer: "Bank transfer", zelle: "Zelle", cash: "Cash", crypto: "Cryptocurrency" },
    questionsHeading: "Payment questions",
    visitNote: "The technical visit is usually free; a fee may apply for remote locations.",
    questions: [
      {
        question: "Which payment methods do you accept?",
        answer:
          "We accept check, bank transfer and Zelle. We do not accept cash or cryptocurrency. Every payment is confirmed with a receipt for its milestone.",
      },
      {
        question: "Is the technical visit free?",
        answer: "{visitNote} We tell you before we book it.",
      },
      {
        question: "Do I pay for everything up front?",
        answer:
          "No. You pay in {count} milestones, and the last payment is due only after the final inspection and your walkthrough.",
      },
      {
        question: "Can I finance my pool?",
        answer:
          "Yes. Our lending partners offer pool loans, and you can compare them and estimate a monthly payment on our financing page. We are not a lender: rates and approval are decided by each lender.",
      },
    ],
    financing: "Compare financing options",
  },
  reasons: {
    eyebrow: "Why choose us",
    title: "Why Florida homeowners choose {company}",
    intro: "One team from the first estimate to the first swim, and still here long after.",
    items: [
      { title: "{offices} local offices", text: "Our own crews work from {locations}." },
      {
        title: "One all-inclusive price",
        text: "Shell, installation, equipment and permits in one written price, with extras quoted before you sign.",
      },
      {
        title: "30-year limited warranty",
        text: "Written coverage for your pool, with the manufacturer's structural warranty on the shell.",
      },
      { title: "Installed in 4-15 days", text: "A factory-built shell means days of work in your yard, not months." },
      { title: "Milestone payments", text: "You pay as the work progresses, never the full amount up front." },
      {
        title: "{rating} customer rating",
        text: "Florida families recommend us for clear communication and clean job sites.",
      },
    ],
    stats: {
      offices: "Florida offices",
      experience: "Years of experience",
      rating: "Customer rating",
      installation: "Installation",
    },
    estimate: "Get a Free Estimate",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    packages: typeof en;
    packagesStatic: typeof staticEn;
  }
}

export const packagesTexts = defineTexts("packages", {
  en,
  es: {
    meta: {
      title: "Paquetes de piscinas de fibra de vidrio todo incluido",
      description:
        "Paquetes todo incluido de piscinas de fibra de vidrio de {company}: {startingPrice}, {warranty}, un proceso claro de 6 pasos y un calendario de pagos por etapas.",
    },
    startingPrice: "Piscinas desde {price}",
    warranty: "Garantía limitada de 30 años",
    installedIn: "Instalada en {days}",
    installationDays: "4-15 días",
    hero: {
      eyebrow: "Paquetes de piscina todo incluido",
      title: "Un paquete, un precio, toda su piscina",
      intro:
        "La piscina, la excavación, la grúa, la plomería, los equipos y los permisos en un solo precio todo incluido, instalada por nuestros propios equipos desde {offices} oficinas en Florida.",
      estimate: "Pida su presupuesto gratis",
      included: "Vea qué incluye",
    },
    tabs: {
      label: "Secciones de la página",
      sections: {
        specials: "Ofertas",
        package: "Paquete",
        process: "Proceso",
        payment: "Pagos",
        benefits: "Ventajas",
        faq: "Preguntas",
        contact: "Contacto",
      },
      copied: "¡Enlace copiado!",
      copyFailed: "No se pudo copiar el enlace. Cópielo de la barra de direcciones.",
      copyLabel: "Copiar el enlace a la sección {section}",
      copyTitle: "Copiar el enlace a {section}",
    },
    faq: {
      eyebrow: "Preguntas frecuentes",
      title: "Preguntas frecuentes",
      intro: "Busque en nuestras respuestas sobre costos, permisos, instalación, pagos y más.",
      formLabel: "Preguntas frecuentes",
      searchLabel: "Buscar preguntas",
      placeholder: "Pruebe “permisos” o “cuánto tarda”",
      clear: "Borrar la búsqueda",
      suggestions: "Preguntas sugeridas",
      more: "Y {count} resultados más...",
      popular: "Búsquedas populares:",
      popularSearches: ["calentar", "costo", "instalación", "permisos", "pago", "garantía", "mantenimiento"],
      categories: "Categorías",
      allQuestions: "Todas las preguntas",
      searching: "Buscando...",
      found: { one: "{count} pregunta encontrada", other: "{count} preguntas encontradas" },
      total: "{count} preguntas",
      noneTitle: "No encontramos preguntas",
      noneText: "Pruebe con otra palabra o vea todas las categorías.",
      clearFilters: "Quitar todos los filtros",
      stillAsking: "¿Le queda alguna pregunta? Hágasela a un especialista con su presupuesto.",
      tags: "Buscar",
    },
    contact: {
      eyebrow: "Contacto",
      title: "Hable con su equipo local de piscinas",
      intro:
        "Pida un presupuesto gratis o llame a la más cercana de nuestras {offices} oficinas. Le respondemos en menos de 24 horas.",
      call: "Llame a {office} {phone}",
    },
  },
});

export const packagesStaticTexts = defineTexts("packagesStatic", {
  en: staticEn,
  es: {
    winter: {
      eyebrow: "Oferta por tiempo limitado",
      title: "Especial de instalación de invierno",
      headline: "Ahorre {savings} si instala este invierno",
      text: "Reserve una instalación en invierno y descontamos el ahorro de su paquete todo incluido. Los meses más frescos facilitan la excavación y agilizan las inspecciones, y su piscina queda lista antes de la temporada alta de primavera.",
      points: [
        "Adelántese a la lista de espera de primavera",
        "Clima más fresco y seco para el equipo",
        "Báñese el primer día cálido de la primavera",
      ],
      terms: "Aplican condiciones y la disponibilidad es limitada.",
      termsLink: "Lea las condiciones de la oferta",
      cta: "Quiero mi ahorro de invierno",
      save: "Ahorre",
      onWinter: "en instalaciones de invierno",
    },
    card: {
      eyebrow: "El paquete",
      heading: "Todo lo que su piscina necesita, en un solo precio",
      intro: "Sin contratistas por separado ni facturas sorpresa: un solo equipo, un solo contrato.",
      title: "Paquete de piscina todo incluido",
      priceNote: "El precio final depende del modelo, de su patio y de las mejoras que elija.",
      timeline: {
        installation: "Instalación",
        landscaping: "Jardinería y acabados",
        landscapingDays: "3-30 días",
        total: "De la firma al primer baño",
        totalTime: "1-4 meses más 4-90 días",
      },
      includedHeading: "Qué incluye",
      included: [
        "Piscina de fibra de vidrio de Latham o San Juan",
        "Entrega y colocación con grúa",
        "Excavación, base de grava y relleno",
        "Plomería, bomba y equipo de filtración",
        "Conexión eléctrica de 40 pies incluida",
        "Trámite de permisos e inspecciones",
        "Puesta en marcha, balance del agua y una explicación del cuidado de la piscina",
      ],
      extras:
        "Las conexiones eléctricas más largas, la terraza adicional, las jaulas de screen, las cercas y otros trabajos propios de cada terreno se cotizan aparte, para que no haya sorpresas.",
      footnotes: [
        "La instalación se programa a partir de 45 días después de aprobado el permiso y entregada la piscina.",
        "Las medidas de la piscina pueden variar hasta un 3%.",
      ],
      price: "Quiero el precio de mi paquete",
      choose: "Elija una piscina",
    },
    process: {
      eyebrow: "Cómo funciona",
      title: "Su piscina en 6 pasos",
      intro: "Desde el primer presupuesto hasta el primer baño, siempre sabe qué sigue y qué pago corresponde.",
      step: "Paso {number}: ",
      noPayment: "Sin pago en este paso",
      due: "Pago: {payments}",
      start: "Empiece con un presupuesto gratis",
      steps: [
        {
          title: "Presupuesto gratis",
          text: "Cuéntenos sobre su patio y la piscina que le gusta. Un especialista le responde en menos de 24 horas con un presupuesto escrito y detallado.",
          duration: "En menos de 24 horas",
        },
        {
          title: "Contrato",
          text: "Elija su modelo, color y mejoras, y firme un solo contrato que detalla todo lo que incluye su paquete.",
          duration: "A su ritmo",
        },
        {
          title: "Visita técnica",
          text: "Un especialista mide el patio, revisa el acceso para la grúa y el camión, y planifica la base de los equipos y la línea eléctrica. {visitNote}",
          duration: "Cerca de 1 hora en su casa",
        },
        {
          title: "Permisos",
          text: "Preparamos y presentamos los permisos y cualquier trámite con la asociación de propietarios (HOA), y pedimos su piscina. Los permisos y la entrega suelen tardar 1-4 meses.",
          duration: "1-4 meses",
        },
        {
          title: "Excavación",
          text: "El equipo llega a partir de 45 días después de aprobado el permiso y entregada la piscina, excava con la forma exacta de su modelo y prepara una base compactada y nivelada.",
          duration: "1-3 días",
        },
        {
          title: "Instalación",
          text: "La piscina se coloca con grúa, se conecta la plomería, se nivela y se rellena a medida que se llena de agua. La instalación tarda 4-15 días; la jardinería y los acabados, otros 3-30 días.",
          duration: "4-15 días",
        },
      ],
    },
    payment: {
      eyebrow: "Calendario de pagos",
      title: "Pague a medida que su piscina toma forma",
      intro: "Nunca paga toda la piscina por adelantado. Cada pago corresponde a un trabajo que usted ve en su patio.",
      number: "Pago {number}",
      due: "Se paga {due}.",
      milestones: {
        initial: {
          label: "Pago inicial",
          due: "al firmar el contrato",
          detail: "Reserva su piscina, su fecha de instalación y la visita técnica.",
        },
        "pre-construction": {
          label: "Antes de la obra",
          due: "cuando se aprueban los permisos, antes de excavar",
          detail: "Cubre el pedido de la piscina, la ingeniería y la preparación del terreno.",
        },
        installation: {
          label: "Instalación",
          due: "cuando su piscina se entrega y se coloca",
          detail: "Cubre la grúa, la plomería, los equipos y el relleno.",
        },
        finishing: {
          label: "Acabados",
          due: "cuando empiezan la terraza y los acabados",
          detail: "Cubre la viga perimetral, la terraza, la conexión eléctrica y la puesta en marcha.",
        },
        "final-completion": {
          label: "Entrega final",
          due: "después de la inspección final y de su recorrido",
          detail: "Se paga solo cuando la piscina está terminada y usted está satisfecho.",
        },
      },
      methodsHeading: "Formas de pago",
      accepted: "Aceptadas",
      notAccepted: "No aceptadas",
      methods: {
        check: "Cheque",
        transfer: "Transferencia bancaria",
        zelle: "Zelle",
        cash: "Efectivo",
        crypto: "Criptomonedas",
      },
      questionsHeading: "Preguntas sobre pagos",
      visitNote: "La visita técnica suele ser gratis; puede haber un cargo en zonas alejadas.",
      questions: [
        {
          question: "¿Qué formas de pago aceptan?",
          answer:
            "Aceptamos cheque, transferencia bancaria y Zelle. No aceptamos efectivo ni criptomonedas. Cada pago se confirma con un recibo de su etapa.",
        },
        {
          question: "¿La visita técnica es gratis?",
          answer: "{visitNote} Se lo decimos antes de programarla.",
        },
        {
          question: "¿Tengo que pagar todo por adelantado?",
          answer:
            "No. Usted paga en {count} etapas, y el último pago se hace solo después de la inspección final y de su recorrido.",
        },
        {
          question: "¿Puedo financiar mi piscina?",
          answer:
            "Sí. Nuestros socios de financiamiento ofrecen préstamos para piscinas, y en nuestra página de financiamiento puede compararlos y calcular un pago mensual. No somos prestamistas: cada prestamista decide las tasas y la aprobación.",
        },
      ],
      financing: "Compare las opciones de financiamiento",
    },
    reasons: {
      eyebrow: "Por qué elegirnos",
      title: "Por qué las familias de Florida eligen {company}",
      intro: "Un solo equipo desde el primer presupuesto hasta el primer baño, y a su lado mucho después.",
      items: [
        { title: "{offices} oficinas locales", text: "Nuestros propios equipos trabajan desde {locations}." },
        {
          title: "Un solo precio todo incluido",
          text: "Piscina, instalación, equipos y permisos en un precio por escrito, con los extras cotizados antes de firmar.",
        },
        {
          title: "Garantía limitada de 30 años",
          text: "Cobertura por escrito para su piscina, con la garantía estructural del fabricante.",
        },
        {
          title: "Instalada en 4-15 días",
          text: "Una piscina fabricada en planta significa días de trabajo en su patio, no meses.",
        },
        { title: "Pagos por etapas", text: "Paga a medida que avanza el trabajo, nunca el total por adelantado." },
        {
          title: "Calificación de {rating} de nuestros clientes",
          text: "Las familias de Florida nos recomiendan por la comunicación clara y las obras limpias.",
        },
      ],
      stats: {
        offices: "Oficinas en Florida",
        experience: "Años de experiencia",
        rating: "Calificación de clientes",
        installation: "Instalación",
      },
      estimate: "Pida su presupuesto gratis",
    },
  },
});
