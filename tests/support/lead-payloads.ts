let counter = 0;

/**
 * A distinct, valid phone number (fictional 555 exchange) per call. Its area code (239, Fort Myers) is none of the
 * offices', so the office a test names decides the lead's office; a test of routing by area code sets the phone.
 */
export function uniquePhone(areaCode = "239"): string {
  counter += 1;
  const n = String((process.pid * 31 + counter) % 10_000).padStart(4, "0");
  return `(${areaCode}) 555-${n}`;
}

/** The estimate wizard's payload to POST /api/estimates. */
export function estimatePayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Maria",
    lastName: "Lopez",
    email: `maria.${Date.now()}.${counter}@example.com`,
    phone: uniquePhone(),
    address: "123 Palm Way, Wellington, FL",
    message: "We would like a medium pool with a tanning ledge.",
    poolType: "Fiberglass",
    budgetRange: "$50,000 - $75,000",
    timeframe: "1-3 months",
    requestType: "estimate",
    sourcePage: "pools",
    consentToContact: true,
    ...overrides,
  };
}

/** Home contact form payload: full name in firstName, empty lastName and address. */
export function homeContactPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "John Carter",
    lastName: "",
    email: `john.${Date.now()}.${counter}@example.com`,
    phone: uniquePhone(),
    address: "",
    message: "Please call me about a pool for our backyard.",
    requestType: "contact",
    sourcePage: "home",
    nearestBranch: "WEST PALM BEACH",
    ...overrides,
  };
}

/** Contact page payload: name split into first word and the rest, with consent. */
export function contactPagePayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ana",
    lastName: "Maria Silva",
    email: `ana.${Date.now()}.${counter}@example.com`,
    phone: uniquePhone(),
    message: "Do you install in Port St. Lucie?",
    requestType: "contact",
    sourcePage: "contact",
    consentToContact: true,
    ...overrides,
  };
}
