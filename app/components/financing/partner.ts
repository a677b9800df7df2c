/** A lending partner as the financing pages show it (what listActiveFinancingPartners returns). */
export interface FinancingPartner {
  id: number;
  key: string;
  name: string;
  description: string;
  lender: string;
  apr: number;
  features: string[];
  requirements: string[];
  minAmount: number;
  maxAmount: number;
  termMonths: number;
  creditScoreRequired: string | null;
  /** http(s) application page, or null when staff left it empty. */
  applicationUrl: string | null;
  promoted: boolean;
}

/** The partner behind "Start Pre-Qualification": the promoted one, else the first. */
export function featuredPartner(partners: readonly FinancingPartner[]): FinancingPartner | undefined {
  return partners.find((p) => p.promoted && p.applicationUrl) ?? partners.find((p) => p.applicationUrl);
}
