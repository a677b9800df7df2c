// The company profile: the one place for names, phones, addresses and hours.
// Phone numbers are fictional 555-01xx placeholders (spec README); street
// addresses and e-mail addresses are placeholders too. Replace them here.

export interface Office {
  id: OfficeId;
  name: string;
  /** Branch label stored with leads (nearestBranch). */
  branchLabel: string;
  phone: string;
  address: string;
  city: string;
  state: "FL";
  zip: string;
  email: string;
  hours: string;
  isPrimary: boolean;
  coordinates: { lat: number; lng: number };
  serviceAreas: string[];
  /** Towns served, shown on office cards. */
  serviceTowns: string[];
}

export type OfficeId = "ocala" | "west-palm-beach" | "port-st-lucie" | "orlando";

export const OFFICE_HOURS = "Mon-Fri: 9AM-4PM";
/** schema.org openingHoursSpecification of every office (ruling 2). */
export const OPENING_HOURS_SPEC = {
  dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "09:00",
  closes: "16:00",
} as const;

export const company = {
  name: "Florida Fiberglass Pools",
  shortName: "FL Fiberglass Pools",
  tollFreePhone: "(888) 555-0100",
  email: "info@floridafiberglasspools.com",
  serviceArea: "Florida Statewide Service",
  hours: "Monday to Friday: 9AM to 4PM",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
  claims: {
    installDays: "7-14 days",
    compactInstallDays: "3-5 days",
    structuralWarranty: "25+ year structural warranty",
    experience: "40+ years experience",
    rating: "4.9/5",
    chemicals: "50% fewer chemicals",
  },
} as const;

export const offices: readonly Office[] = [
  {
    id: "ocala",
    name: "Ocala",
    branchLabel: "OCALA",
    phone: "(352) 555-0174",
    address: "2801 SW College Rd, Suite 110",
    city: "Ocala",
    state: "FL",
    zip: "34474",
    email: "ocala@floridafiberglasspools.com",
    hours: OFFICE_HOURS,
    isPrimary: true,
    coordinates: { lat: 29.1622, lng: -82.1696 },
    serviceAreas: ["Marion", "Gainesville", "The Villages"],
    serviceTowns: ["Ocala", "Belleview", "Dunnellon", "The Villages", "Gainesville", "Silver Springs"],
  },
  {
    id: "west-palm-beach",
    name: "West Palm Beach",
    branchLabel: "WEST PALM BEACH",
    phone: "(561) 555-0152",
    address: "1900 Okeechobee Blvd, Suite 204",
    city: "West Palm Beach",
    state: "FL",
    zip: "33409",
    email: "westpalm@floridafiberglasspools.com",
    hours: OFFICE_HOURS,
    isPrimary: false,
    coordinates: { lat: 26.7056, lng: -80.0819 },
    serviceAreas: ["Palm Beach County"],
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
    phone: "(772) 555-0163",
    address: "10410 SW Village Pkwy, Suite 300",
    city: "Port St. Lucie",
    state: "FL",
    zip: "34987",
    email: "portstlucie@floridafiberglasspools.com",
    hours: OFFICE_HOURS,
    isPrimary: false,
    coordinates: { lat: 27.2939, lng: -80.3503 },
    serviceAreas: ["St. Lucie", "Martin", "Indian River"],
    serviceTowns: ["Port St. Lucie", "Fort Pierce", "Stuart", "Jensen Beach", "Palm City", "Vero Beach", "Sebastian"],
  },
  {
    id: "orlando",
    name: "Orlando",
    branchLabel: "ORLANDO",
    phone: "(407) 555-0141",
    address: "4700 Millenia Blvd, Suite 175",
    city: "Orlando",
    state: "FL",
    zip: "32839",
    email: "orlando@floridafiberglasspools.com",
    hours: OFFICE_HOURS,
    isPrimary: false,
    coordinates: { lat: 28.4857, lng: -81.4312 },
    serviceAreas: ["Orange", "Seminole", "Lake counties"],
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

export function getOffice(id: OfficeId): Office {
  const office = offices.find((o) => o.id === id);
  if (!office) throw new Error(`Unknown office ${id}`);
  return office;
}

export function findOfficeByBranchLabel(label: string | null | undefined): Office | undefined {
  if (!label) return undefined;
  const wanted = label.trim().toUpperCase();
  return offices.find((o) => o.branchLabel === wanted || o.id.toUpperCase() === wanted);
}

/** Number of offices, the only source of the office count (ruling 2). */
export const OFFICE_COUNT = offices.length;

export const primaryOffice: Office = offices.find((o) => o.isPrimary) ?? offices[0]!;

/** tel: link for a display phone number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+1${digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits}`;
}

export function officeFullAddress(office: Office): string {
  return `${office.address}, ${office.city}, ${office.state} ${office.zip}`;
}

/** Google Maps search for an office (opens in a new tab). */
export function officeMapsUrl(office: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${company.name} ${officeFullAddress(office)}`)}`;
}
