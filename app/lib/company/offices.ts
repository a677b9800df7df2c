// What the code itself depends on about the company: the four offices' ids,
// branch labels (stored with leads), map positions and service areas, plus
// marketing claims. Names, phones, e-mails, addresses, hours and social
// pages are the company profile, stored in the database and edited at
// /admin/settings?section=company (app/lib/company/company-profile.ts).

export type OfficeId = "ocala" | "west-palm-beach" | "port-st-lucie" | "orlando";

export interface OfficeLocation {
  id: OfficeId;
  /** The office's name, also the town it is named after. */
  name: string;
  /** Branch label stored with leads (nearestBranch). */
  branchLabel: string;
  state: "FL";
  isPrimary: boolean;
  coordinates: { lat: number; lng: number };
  /**
   * Where the office installs: counties by their name alone ("Palm Beach"), and places that are no county. The
   * words around them ("County", "condado de") are each language's (app/lib/company/service-areas.ts).
   */
  serviceAreas: { counties: readonly string[]; places?: readonly string[] };
  /** Towns served, shown on office cards. */
  serviceTowns: string[];
}

export const OFFICE_LOCATIONS: readonly OfficeLocation[] = [
  {
    id: "ocala",
    name: "Ocala",
    branchLabel: "OCALA",
    state: "FL",
    isPrimary: true,
    coordinates: { lat: 29.1622, lng: -82.1696 },
    serviceAreas: { counties: ["Marion"], places: ["Gainesville", "The Villages"] },
    serviceTowns: ["Ocala", "Belleview", "Dunnellon", "The Villages", "Gainesville", "Silver Springs"],
  },
  {
    id: "west-palm-beach",
    name: "West Palm Beach",
    branchLabel: "WEST PALM BEACH",
    state: "FL",
    isPrimary: false,
    coordinates: { lat: 26.7056, lng: -80.0819 },
    serviceAreas: { counties: ["Palm Beach"] },
    serviceTowns: [
      "West Palm Beach",
      "Palm Beach",
      "Palm Beach Gardens",
      "North Palm Beach",
      "Jupiter",
      "Juno Beach",
      "Tequesta",
      "Riviera Beach",
      "Lake Park",
      "Royal Palm Beach",
      "Wellington",
      "Loxahatchee",
      "Greenacres",
      "Lake Worth Beach",
      "Lantana",
      "Boynton Beach",
      "Delray Beach",
      "Boca Raton",
      "Palm Springs",
    ],
  },
  {
    id: "port-st-lucie",
    name: "Port St. Lucie",
    branchLabel: "PORT ST. LUCIE",
    state: "FL",
    isPrimary: false,
    coordinates: { lat: 27.2939, lng: -80.3503 },
    serviceAreas: { counties: ["St. Lucie", "Martin", "Indian River"] },
    serviceTowns: ["Port St. Lucie", "Fort Pierce", "Stuart", "Jensen Beach", "Palm City", "Vero Beach", "Sebastian"],
  },
  {
    id: "orlando",
    name: "Orlando",
    branchLabel: "ORLANDO",
    state: "FL",
    isPrimary: false,
    coordinates: { lat: 28.4857, lng: -81.4312 },
    serviceAreas: { counties: ["Orange", "Seminole", "Lake"] },
    serviceTowns: [
      "Orlando",
      "Winter Park",
      "Winter Garden",
      "Windermere",
      "Sanford",
      "Oviedo",
      "Clermont",
      "Kissimmee",
    ],
  },
];

/**
 * The telephone area codes each office serves, overlays included (a lead's phone chooses its office when no ZIP code
 * does): Orlando 407 with its overlays 321 and 689, West Palm Beach 561 with its overlay 728, Port St. Lucie 772,
 * Ocala 352. 321 also covers the Space Coast, whose customers Orlando serves too.
 */
export const OFFICE_AREA_CODES: Readonly<Record<OfficeId, readonly string[]>> = {
  orlando: ["407", "321", "689"],
  "west-palm-beach": ["561", "728"],
  "port-st-lucie": ["772"],
  ocala: ["352"],
};

export const OFFICE_IDS = OFFICE_LOCATIONS.map((office) => office.id) as readonly OfficeId[];

/** Whether an address's or a form's value names one of the offices. */
export function isOfficeId(value: string | null | undefined): value is OfficeId {
  return value != null && (OFFICE_IDS as readonly string[]).includes(value);
}

/** Number of offices, the only source of the office count: no page may state another. */
export const OFFICE_COUNT = OFFICE_LOCATIONS.length;

export const SERVICE_AREA = "Florida Statewide Service";

export const COMPANY_CLAIMS = {
  installDays: "7-14 days",
  compactInstallDays: "3-5 days",
  structuralWarranty: "25+ year structural warranty",
  experience: "40+ years experience",
  rating: "4.9/5",
  chemicals: "50% fewer chemicals",
} as const;

/** The office a lead's branch label (or office id) names, e.g. "WEST PALM BEACH". */
export function findOfficeLocation(label: string | null | undefined): OfficeLocation | undefined {
  if (!label) return undefined;
  const wanted = label.trim().toUpperCase();
  return OFFICE_LOCATIONS.find((o) => o.branchLabel === wanted || o.id.toUpperCase() === wanted);
}

/** tel: link for a display phone number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+1${digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits}`;
}
