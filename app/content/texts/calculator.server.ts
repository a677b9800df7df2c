// The words of /calculator. The calculator's figures and options (rates, terms, tiers) are in
// app/lib/financing/financing-calculator.ts, which names its options in English; `optionWords` gives each of
// those names in the page's language.
import { defineTexts } from "~/lib/i18n/texts";

const en = {
  meta: {
    title: "Pool Financing Calculator",
    description:
      "Estimate the monthly payment on your new pool by price, down payment, loan term and credit range, and compare financing options side by side. Rates from {apr} APR, terms up to 15 years.",
    keywords: ["pool financing calculator", "pool loan payment", "pool monthly payment", "Florida pool financing"],
    jsonLdName: "Pool Financing Calculator",
    loanName: "{partner} pool loan",
    partnersListName: "{company} financing partners",
  },
  hero: {
    eyebrow: "Pool financing calculator",
    title: "What will your pool cost per month?",
    intro:
      "Enter your pool's price, a down payment and a term to compare estimated monthly payments for your credit range. Rates from {apr} APR, terms up to 15 years and pre-approval in 24 hours.",
    facts: ["Rates from {apr} APR", "Terms up to 15 years", "Pre-approval in 24 hours"],
    calculate: "Calculate My Payment",
    compare: "Compare Financing Options",
  },
  features: {
    heading: "Why finance with us",
    items: {
      rates: { title: "Low Rates", text: "Rates from {apr} APR for qualified buyers through our lending partners." },
      terms: { title: "Flexible Terms", text: "Terms up to 15 years to keep your monthly payment comfortable." },
      approval: {
        title: "Fast Approval",
        text: "Pre-approval in 24 hours, so you can plan your project with confidence.",
      },
    },
  },
  section: {
    eyebrow: "Financing calculator",
    title: "Compare your monthly payments",
    intro:
      "Your options are sorted by rate, lowest first. Numbers are estimates; lenders set the final rate after a credit review.",
    specialist: "Speak with a Specialist",
    disclaimer:
      "Estimates for illustration only, not an offer of credit. Rates, terms and approval are decided by the lenders and depend on your credit; monthly payments are rounded to whole dollars.",
  },
  form: {
    heading: "Your pool",
    price: "Pool price",
    priceHint: "The total price of your pool project, in dollars.",
    downPayment: "Down payment",
    term: "Loan term",
    credit: "Credit score range",
    creditRanges: {
      "780": "Excellent (780+)",
      "720": "Very Good (720-779)",
      "650": "Good (650-719)",
      "580": "Fair (580-649)",
      "500": "Poor (below 580)",
    },
    financed: "Amount to finance",
    submit: "Calculate Financing Options",
    needPrice: "Enter a pool price above $0 to calculate.",
  },
  prompt: {
    title: "See your financing options",
    text: "Enter your pool price, choose a down payment, a loan term and your credit range, then press Calculate Financing Options.",
  },
  results: {
    heading: "Your financing options",
    none: "No financing options available for the selected criteria. Try adjusting the down payment or loan term.",
    financed: "Estimated payments on {amount} financed, lowest rate first.",
    badges: "Badges",
    qualifications: "{option} qualifications",
    monthly: "Monthly payment",
    total: "Total payment",
    interest: "Total interest",
    apply: "Apply for This Option",
  },
  optionWords: {
    "Best Option": "Best Option",
    "Limited Time": "Limited Time",
    "LightStream Home Improvement": "LightStream Home Improvement",
    "Credit Union Pool Loan": "Credit Union Pool Loan",
    "HFS Financial Pool Loan": "HFS Financial Pool Loan",
    "Personal Loan Option": "Personal Loan Option",
    "Secured Pool Financing": "Secured Pool Financing",
    "Credit score 720+": "Credit score 720+",
    "Credit score 650+": "Credit score 650+",
    "Credit score 580+": "Credit score 580+",
    "No collateral or home equity required": "No collateral or home equity required",
    "Stable, verifiable income": "Stable, verifiable income",
    "Credit union membership": "Credit union membership",
    "Debt-to-income ratio under 40%": "Debt-to-income ratio under 40%",
    "Homeowner on the property": "Homeowner on the property",
    "Proof of income": "Proof of income",
    "Verifiable income": "Verifiable income",
    "Unsecured, no lien on your home": "Unsecured, no lien on your home",
    "Collateral required": "Collateral required",
  },
  preview: {
    heading: "Lending partners for your credit range",
    intro: "Example rates and terms; open a card to compare each partner in detail.",
    rate: "{apr}% APR over {years}",
    enterPrice: "Enter a pool price",
    details: "View partner details",
  },
  strip: {
    eyebrow: "Our lending partners",
    title: "Apply with a trusted lender",
    intro: "When you are ready, compare our partners' starting rates, loan amounts and terms on the financing page.",
    from: "From",
    range: "{minimum} - {maximum}, up to {years}",
    details: "View Partner Details",
  },
  closing: {
    title: "Know your price, then your payment",
    text: "A free estimate gives you the exact price of your pool project, so your financing numbers are real.",
  },
};

declare module "~/lib/i18n/texts" {
  interface TextAreas {
    calculator: typeof en;
  }
}

export const calculatorTexts = defineTexts("calculator", {
  en,
  es: {
    meta: {
      title: "Calculadora de financiamiento de piscinas",
      description:
        "Calcule el pago mensual de su nueva piscina según el precio, el pago inicial, el plazo y su rango de crédito, y compare opciones de financiamiento lado a lado. Tasas desde {apr} APR, plazos de hasta 15 años.",
      keywords: [
        "calculadora de financiamiento de piscinas",
        "pago de préstamo para piscina",
        "pago mensual de piscina",
        "financiamiento de piscinas en Florida",
      ],
      jsonLdName: "Calculadora de financiamiento de piscinas",
      loanName: "Préstamo para piscina de {partner}",
      partnersListName: "Socios de financiamiento de {company}",
    },
    hero: {
      eyebrow: "Calculadora de financiamiento",
      title: "¿Cuánto le costará su piscina al mes?",
      intro:
        "Escriba el precio de su piscina, un pago inicial y un plazo para comparar pagos mensuales estimados según su rango de crédito. Tasas desde {apr} APR, plazos de hasta 15 años y preaprobación en 24 horas.",
      facts: ["Tasas desde {apr} APR", "Plazos de hasta 15 años", "Preaprobación en 24 horas"],
      calculate: "Calcular mi pago",
      compare: "Comparar opciones de financiamiento",
    },
    features: {
      heading: "Por qué financiar con nosotros",
      items: {
        rates: {
          title: "Tasas bajas",
          text: "Tasas desde {apr} APR para compradores que califiquen, a través de nuestros socios de financiamiento.",
        },
        terms: { title: "Plazos flexibles", text: "Plazos de hasta 15 años para que su pago mensual sea cómodo." },
        approval: {
          title: "Aprobación rápida",
          text: "Preaprobación en 24 horas, para que planifique su proyecto con confianza.",
        },
      },
    },
    section: {
      eyebrow: "Calculadora de financiamiento",
      title: "Compare sus pagos mensuales",
      intro:
        "Sus opciones aparecen por tasa, de la más baja a la más alta. Las cifras son estimados; los prestamistas fijan la tasa final después de revisar su crédito.",
      specialist: "Hable con un especialista",
      disclaimer:
        "Estimados solo a modo de ejemplo, no una oferta de crédito. Las tasas, los plazos y la aprobación los deciden los prestamistas y dependen de su crédito; los pagos mensuales se redondean a dólares enteros.",
    },
    form: {
      heading: "Su piscina",
      price: "Precio de la piscina",
      priceHint: "El precio total de su proyecto de piscina, en dólares.",
      downPayment: "Pago inicial",
      term: "Plazo del préstamo",
      credit: "Rango de puntaje de crédito",
      creditRanges: {
        "780": "Excelente (780+)",
        "720": "Muy bueno (720-779)",
        "650": "Bueno (650-719)",
        "580": "Regular (580-649)",
        "500": "Bajo (menos de 580)",
      },
      financed: "Monto a financiar",
      submit: "Calcular opciones de financiamiento",
      needPrice: "Escriba un precio de piscina mayor que $0 para calcular.",
    },
    prompt: {
      title: "Vea sus opciones de financiamiento",
      text: "Escriba el precio de su piscina, elija un pago inicial, un plazo y su rango de crédito, y luego pulse Calcular opciones de financiamiento.",
    },
    results: {
      heading: "Sus opciones de financiamiento",
      none: "No hay opciones de financiamiento para los criterios elegidos. Pruebe a cambiar el pago inicial o el plazo del préstamo.",
      financed: "Pagos estimados sobre {amount} financiados, de la tasa más baja a la más alta.",
      badges: "Distintivos",
      qualifications: "Requisitos de {option}",
      monthly: "Pago mensual",
      total: "Pago total",
      interest: "Intereses totales",
      apply: "Solicitar esta opción",
    },
    optionWords: {
      "Best Option": "Mejor opción",
      "Limited Time": "Por tiempo limitado",
      "LightStream Home Improvement": "LightStream para mejoras del hogar",
      "Credit Union Pool Loan": "Préstamo para piscina de cooperativa de crédito",
      "HFS Financial Pool Loan": "Préstamo para piscina de HFS Financial",
      "Personal Loan Option": "Opción de préstamo personal",
      "Secured Pool Financing": "Financiamiento garantizado para piscinas",
      "Credit score 720+": "Puntaje de crédito de 720+",
      "Credit score 650+": "Puntaje de crédito de 650+",
      "Credit score 580+": "Puntaje de crédito de 580+",
      "No collateral or home equity required": "No requiere garantía ni el valor líquido de su casa",
      "Stable, verifiable income": "Ingresos estables y comprobables",
      "Credit union membership": "Ser socio de la cooperativa de crédito",
      "Debt-to-income ratio under 40%": "Relación deuda-ingresos menor del 40%",
      "Homeowner on the property": "Ser dueño de la propiedad",
      "Proof of income": "Comprobante de ingresos",
      "Verifiable income": "Ingresos comprobables",
      "Unsecured, no lien on your home": "Sin garantía ni gravamen sobre su casa",
      "Collateral required": "Requiere garantía",
    },
    preview: {
      heading: "Socios de financiamiento para su rango de crédito",
      intro: "Tasas y plazos de ejemplo; abra una tarjeta para comparar cada socio en detalle.",
      rate: "{apr}% APR a {years}",
      enterPrice: "Escriba un precio de piscina",
      details: "Ver detalles del socio",
    },
    strip: {
      eyebrow: "Nuestros socios de financiamiento",
      title: "Solicite con un prestamista de confianza",
      intro:
        "Cuando esté listo, compare en la página de financiamiento las tasas iniciales, los montos y los plazos de nuestros socios.",
      from: "Desde",
      range: "{minimum} - {maximum}, hasta {years}",
      details: "Ver detalles de los socios",
    },
    closing: {
      title: "Conozca su precio y luego su pago",
      text: "Un presupuesto gratis le da el precio exacto de su proyecto de piscina, para que sus cifras de financiamiento sean reales.",
    },
  },
});
