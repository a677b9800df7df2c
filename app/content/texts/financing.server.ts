// The words of /financing (the page, its partner cards and its payment calculator). The marketing rate and every
// partner's figures are stated once elsewhere (app/content/financing.ts, the database) and filled in here.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "Pool Financing",
    description:
      "Finance your fiberglass pool through trusted lending partners{partners}: rates from {apr} APR, a 2-minute application and a monthly payment calculator.",
    keywords: ["pool financing", "pool loans Florida", "fiberglass pool financing"],
    jsonLdName: "Pool Financing",
    loanName: "{partner} pool loan",
    partnersListName: "{company} financing partners",
  },
  hero: {
    eyebrow: "Pool financing",
    title: "Finance your dream pool with trusted lenders",
    intro:
      "Compare our lending partners, estimate your monthly payment and get pre-qualified online. Rates from {apr} APR*, a 2-minute application and no impact to your credit score to check your rate.",
    facts: ["Rates from {apr} APR*", "2-minute application", "No impact to credit score"],
    prequalify: "Get Pre-Qualified Now",
    costFirst: "Calculate Pool Cost First",
  },
  sample: {
    heading: "Example payment",
    text: "{amount} over {years} with {partner} at {apr}*.",
    adjust: "Adjust in the calculator",
  },
  partners: {
    eyebrow: "Our lending partners",
    title: "Trusted Financing Partners",
    intro:
      "Compare rates, loan amounts and terms side by side, then apply directly with the lender that fits you best.",
    none: "Our partner list is being updated. Call us or request an estimate and we will go over your financing options with you.",
  },
  card: {
    loanRange: "Loan range",
    maxTerm: "Maximum term",
    features: "Key features",
    requirements: "Requirements",
    apply: "Apply with {partner}",
    ask: "Ask us about {partner}",
  },
  calculatorSection: {
    eyebrow: "Payment calculator",
    title: "See your monthly payment",
    intro: "Pick a partner, a loan amount and a term. Payments use each lender's starting rate.",
    comparePrompt: "Want to compare payments with a down payment and your credit range?",
    compareLink: "Try the pool financing calculator",
  },
  calculator: {
    heading: "Estimate your monthly payment",
    partner: "Financing partner",
    amount: "Loan amount",
    term: "Loan term",
    update: "Update my payment",
    monthly: "Monthly payment",
    total: "Total amount",
    summary:
      "{amount} over {term} at {partner}'s starting rate of {apr}*. Estimate only; your rate depends on credit approval.",
    apply: "Apply for Pre-Approval",
    belowMinimum:
      "{amount} is below {partner}'s minimum of {minimum}. Move the slider to an amount this lender offers.",
    aboveMaximum:
      "{amount} is above {partner}'s maximum of {maximum}. Move the slider to an amount this lender offers.",
    tooLong: "{term} is longer than {partner}'s maximum term of {maximum}.",
    tooShort: "{term} is shorter than the calculator's minimum of {minimum}.",
  },
  benefits: {
    title: "Why Finance Your Pool?",
    items: {
      "cash-flow": {
        title: "Preserve Cash Flow",
        text: "Keep your savings for emergencies and other plans while a fixed monthly payment covers the pool.",
      },
      credit: {
        title: "Build Credit History",
        text: "On-time payments on an installment loan can help build a stronger credit history over time.",
      },
      sooner: {
        title: "Start Enjoying Sooner",
        text: "Swim this season instead of waiting years to save the full price of the project.",
      },
      value: {
        title: "Increase Property Value",
        text: "A well-built fiberglass pool adds lasting appeal and value to a Florida home.",
      },
    },
  },
  whyPartners: {
    eyebrow: "Lenders we trust",
    title: "Why Choose Our Financing Partners",
    intro:
      "We work with established lenders who finance pools every day, so you get a fast answer and a payment that fits.",
    items: {
      quick: {
        title: "Quick Pre-Approval",
        text: "Apply online in about 2 minutes and see offers quickly, with no impact to your credit score to check your rate.",
      },
      rates: {
        title: "Competitive Rates",
        text: "Rates from {apr} APR* for qualified buyers, with fixed monthly payments you can plan around.",
      },
      flexible: {
        title: "Flexible Options",
        text: "Loan amounts and terms for a wide range of budgets and credit profiles, from compact pools to full backyard projects.",
      },
    },
  },
  cta: {
    title: "Ready to make your pool a reality?",
    text: "Know your pool's price first, or check your financing options today. Either way, our team helps you plan the rest.",
    estimate: "Get Pool Estimate First",
    prequalify: "Start Pre-Qualification",
  },
  disclaimer: {
    title: "Financing Disclaimer",
    paragraphs: [
      "{company} is not a lender and does not make credit decisions. We only refer customers to independent lending partners.",
      "Rates, terms, loan amounts and approval are decided by the lenders and depend on your credit history, income and other factors. Rates shown are starting rates, subject to credit approval, and may change without notice.",
      "The payment calculator is an estimate for illustration only and is not an offer of credit. Your actual payment depends on the rate, term and amount a lender approves.",
    ],
  },
  closing: {
    title: "Questions about paying for your pool?",
    text: "{company} specialists can walk you through pricing, financing partners and the payment schedule.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    financing: typeof en;
  }
}

export const financingTexts = defineTexts("financing", {
  en,
  es: {
    meta: {
      title: "Financiamiento de piscinas",
      description:
        "Financie su piscina de fibra de vidrio con prestamistas de confianza{partners}: tasas desde {apr} APR, una solicitud de 2 minutos y una calculadora de pagos mensuales.",
      keywords: [
        "financiamiento de piscinas",
        "préstamos para piscinas en Florida",
        "financiar piscina de fibra de vidrio",
      ],
      jsonLdName: "Financiamiento de piscinas",
      loanName: "Préstamo para piscina de {partner}",
      partnersListName: "Socios de financiamiento de {company}",
    },
    hero: {
      eyebrow: "Financiamiento de piscinas",
      title: "Financie la piscina de sus sueños con prestamistas de confianza",
      intro:
        "Compare nuestros socios de financiamiento, calcule su pago mensual y precalifique en línea. Tasas desde {apr} APR*, una solicitud de 2 minutos y consultar su tasa no afecta su puntaje de crédito.",
      facts: ["Tasas desde {apr} APR*", "Solicitud de 2 minutos", "No afecta su puntaje de crédito"],
      prequalify: "Precalifique ahora",
      costFirst: "Calcule primero el costo de su piscina",
    },
    sample: {
      heading: "Pago de ejemplo",
      text: "{amount} a {years} con {partner} al {apr}*.",
      adjust: "Ajústelo en la calculadora",
    },
    partners: {
      eyebrow: "Nuestros socios de financiamiento",
      title: "Socios de financiamiento de confianza",
      intro:
        "Compare tasas, montos y plazos lado a lado, y luego solicite directamente con el prestamista que más le convenga.",
      none: "Estamos actualizando nuestra lista de socios. Llámenos o pida un presupuesto y repasaremos con usted sus opciones de financiamiento.",
    },
    card: {
      loanRange: "Monto del préstamo",
      maxTerm: "Plazo máximo",
      features: "Características principales",
      requirements: "Requisitos",
      apply: "Solicite con {partner}",
      ask: "Pregúntenos por {partner}",
    },
    calculatorSection: {
      eyebrow: "Calculadora de pagos",
      title: "Vea su pago mensual",
      intro: "Elija un socio, un monto y un plazo. Los pagos usan la tasa inicial de cada prestamista.",
      comparePrompt: "¿Quiere comparar pagos con un pago inicial y según su rango de crédito?",
      compareLink: "Pruebe la calculadora de financiamiento de piscinas",
    },
    calculator: {
      heading: "Calcule su pago mensual",
      partner: "Socio de financiamiento",
      amount: "Monto del préstamo",
      term: "Plazo del préstamo",
      update: "Actualizar mi pago",
      monthly: "Pago mensual",
      total: "Monto total",
      summary:
        "{amount} a {term} con la tasa inicial de {partner}, {apr}*. Es solo un estimado; su tasa depende de la aprobación de crédito.",
      apply: "Solicite la preaprobación",
      belowMinimum:
        "{amount} está por debajo del mínimo de {partner}, que es {minimum}. Mueva el control a un monto que ofrezca este prestamista.",
      aboveMaximum:
        "{amount} supera el máximo de {partner}, que es {maximum}. Mueva el control a un monto que ofrezca este prestamista.",
      tooLong: "{term} es más largo que el plazo máximo de {partner}, que es {maximum}.",
      tooShort: "{term} es más corto que el mínimo de la calculadora, que es {minimum}.",
    },
    benefits: {
      title: "¿Por qué financiar su piscina?",
      items: {
        "cash-flow": {
          title: "Conserve su liquidez",
          text: "Guarde sus ahorros para emergencias y otros planes mientras un pago mensual fijo cubre la piscina.",
        },
        credit: {
          title: "Construya su historial de crédito",
          text: "Pagar a tiempo un préstamo a plazos puede ayudarle a fortalecer su historial de crédito con el tiempo.",
        },
        sooner: {
          title: "Disfrútela antes",
          text: "Báñese esta temporada en vez de esperar años a ahorrar el precio completo del proyecto.",
        },
        value: {
          title: "Aumente el valor de su propiedad",
          text: "Una piscina de fibra de vidrio bien construida le da a una casa en Florida atractivo y valor duraderos.",
        },
      },
    },
    whyPartners: {
      eyebrow: "Prestamistas de confianza",
      title: "Por qué elegir a nuestros socios de financiamiento",
      intro:
        "Trabajamos con prestamistas establecidos que financian piscinas todos los días, para que reciba una respuesta rápida y un pago a su medida.",
      items: {
        quick: {
          title: "Preaprobación rápida",
          text: "Solicite en línea en unos 2 minutos y vea ofertas enseguida; consultar su tasa no afecta su puntaje de crédito.",
        },
        rates: {
          title: "Tasas competitivas",
          text: "Tasas desde {apr} APR* para compradores que califiquen, con pagos mensuales fijos para planificar con tranquilidad.",
        },
        flexible: {
          title: "Opciones flexibles",
          text: "Montos y plazos para todo tipo de presupuestos y perfiles de crédito, desde piscinas compactas hasta proyectos completos de patio.",
        },
      },
    },
    cta: {
      title: "¿Listo para hacer realidad su piscina?",
      text: "Conozca primero el precio de su piscina o revise hoy sus opciones de financiamiento. De cualquier forma, nuestro equipo le ayuda a planificar lo demás.",
      estimate: "Pida primero su presupuesto",
      prequalify: "Inicie la precalificación",
    },
    disclaimer: {
      title: "Aviso sobre el financiamiento",
      paragraphs: [
        "{company} no es un prestamista y no toma decisiones de crédito. Solo referimos a los clientes a socios de financiamiento independientes.",
        "Las tasas, los plazos, los montos y la aprobación los deciden los prestamistas y dependen de su historial de crédito, sus ingresos y otros factores. Las tasas mostradas son tasas iniciales, sujetas a aprobación de crédito, y pueden cambiar sin aviso.",
        "La calculadora de pagos da un estimado solo a modo de ejemplo y no es una oferta de crédito. Su pago real depende de la tasa, el plazo y el monto que apruebe el prestamista.",
      ],
    },
    closing: {
      title: "¿Preguntas sobre cómo pagar su piscina?",
      text: "Los especialistas de {company} le explican los precios, los socios de financiamiento y el calendario de pagos.",
    },
  },
});
