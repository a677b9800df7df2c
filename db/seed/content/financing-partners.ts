import type { SeedFinancingPartner } from "./types.ts";

/**
 * The three lending partners the company refers customers to, kept as data rather than code. Rates are starting rates; staff can change them in the admin area without a deploy.
 * We only refer customers: rates, terms and approval are decided by each lender.
 */
export const financingPartners: SeedFinancingPartner[] = [
  {
    key: "acorn",
    name: "Acorn Finance",
    description:
      "An online marketplace that lets you compare personal loan offers from several lenders in one place, so you can pick the monthly payment that fits your pool budget.",
    lender: "Acorn Finance",
    apr: "6.99",
    features: [
      "Compare offers from multiple lenders with one application",
      "Checking offers does not affect your credit score",
      "Loan amounts from $5,000 to $100,000",
      "Terms up to 12 years for a lower monthly payment",
    ],
    requirements: [
      "U.S. resident, 18 years or older",
      "Verifiable income",
      "Credit score of 600 or higher recommended",
    ],
    descriptionEs:
      "Un mercado en línea donde compara ofertas de préstamos personales de varios prestamistas en un solo lugar, para elegir el pago mensual que le conviene a su presupuesto.",
    featuresEs: [
      "Compare ofertas de varios prestamistas con una sola solicitud",
      "Ver ofertas no afecta su puntaje de crédito",
      "Préstamos de $5,000 a $100,000",
      "Plazos de hasta 12 años para un pago mensual más bajo",
    ],
    requirementsEs: [
      "Residente de EE. UU., de 18 años o más",
      "Ingresos comprobables",
      "Se recomienda un puntaje de crédito de 600 o más",
    ],
    creditScoreRequired: "600+",
    minAmount: 5000,
    maxAmount: 100000,
    termMonths: 144,
    applicationUrl: "https://www.acornfinance.com",
    promoted: true,
    displayOrder: 1,
  },
  {
    key: "lightstream",
    name: "LightStream",
    description:
      "A national online lender offering unsecured home improvement loans, a good fit for homeowners with strong credit who want a simple fixed-rate loan.",
    lender: "LightStream",
    apr: "7.99",
    features: [
      "Unsecured loan, with no lien on your home",
      "Fixed rate and fixed monthly payment",
      "Fully online application",
      "Loan amounts from $5,000 to $100,000 with terms up to 12 years",
    ],
    requirements: [
      "Good to excellent credit history",
      "Stable, verifiable income",
      "Credit score of 720 or higher recommended",
    ],
    descriptionEs:
      "Un prestamista nacional en línea con préstamos sin garantía para mejoras del hogar, ideal para propietarios con buen crédito que quieren un préstamo sencillo a tasa fija.",
    featuresEs: [
      "Préstamo sin garantía, sin gravamen sobre su casa",
      "Tasa fija y pago mensual fijo",
      "Solicitud totalmente en línea",
      "Préstamos de $5,000 a $100,000 con plazos de hasta 12 años",
    ],
    requirementsEs: [
      "Historial de crédito bueno o excelente",
      "Ingresos estables y comprobables",
      "Se recomienda un puntaje de crédito de 720 o más",
    ],
    creditScoreRequired: "720+",
    minAmount: 5000,
    maxAmount: 100000,
    termMonths: 144,
    applicationUrl: "https://www.lightstream.com",
    promoted: false,
    displayOrder: 2,
  },
  {
    key: "hfs",
    name: "HFS Financial",
    description:
      "A home improvement financing company that works with a wide range of credit profiles and offers the longest terms of our partners, up to 15 years.",
    lender: "HFS Financial",
    apr: "8.99",
    features: [
      "Options for a wide range of credit profiles",
      "Terms up to 15 years to keep payments low",
      "Loan amounts from $2,500 to $75,000",
      "Pre-qualification with a soft credit check",
    ],
    requirements: [
      "Homeowner or co-applicant on the property",
      "Proof of income",
      "Credit score of 550 or higher recommended",
    ],
    descriptionEs:
      "Una empresa de financiamiento para mejoras del hogar que trabaja con todo tipo de perfiles de crédito y ofrece los plazos más largos de nuestros socios, de hasta 15 años.",
    featuresEs: [
      "Opciones para todo tipo de perfiles de crédito",
      "Plazos de hasta 15 años para mantener los pagos bajos",
      "Préstamos de $2,500 a $75,000",
      "Precalificación con una consulta de crédito que no afecta su puntaje",
    ],
    requirementsEs: [
      "Ser propietario o cosolicitante de la propiedad",
      "Comprobante de ingresos",
      "Se recomienda un puntaje de crédito de 550 o más",
    ],
    creditScoreRequired: "550+",
    minAmount: 2500,
    maxAmount: 75000,
    termMonths: 180,
    applicationUrl: "https://www.hfsfinancial.net",
    promoted: false,
    displayOrder: 3,
  },
];
