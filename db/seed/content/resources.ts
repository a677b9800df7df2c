import type { SeedResource } from "./types.ts";

/** Downloadable resources listed on /resources. Files are served from /downloads/. */
export const resources: SeedResource[] = [
  {
    title: "Florida Fiberglass Pool Buyer's Guide",
    description:
      "Everything to weigh before you buy: fiberglass versus concrete in Florida's climate, choosing a size and shape, finish colors, equipment, budgets and what an all-inclusive package covers.",
    category: "Buying Guides",
    type: "guide",
    fileUrl: "/downloads/fiberglass-pool-buyers-guide.pdf",
    pages: 24,
    status: "published",
  },
  {
    title: "Pool Installation Preparation Checklist",
    description:
      "A step-by-step list for getting your yard ready: access for the crane (at least 8 feet wide), utility locates, sprinkler and fence changes, pets, parking and what to expect each day of the install.",
    category: "Installation",
    type: "checklist",
    fileUrl: "/downloads/installation-checklist.pdf",
    pages: 4,
    status: "published",
  },
  {
    title: "Florida Pool Maintenance Calendar",
    description:
      "A month-by-month care plan built for Florida: weekly water testing, summer storm and pollen routines, hurricane season preparation and cooler-weather heating tips.",
    category: "Maintenance",
    type: "guide",
    fileUrl: "/downloads/florida-pool-maintenance-calendar.pdf",
    pages: 12,
    status: "published",
  },
  {
    title: "Warranty Overview",
    description:
      "A plain-language summary of the coverage that comes with your pool, including the 30-year limited package warranty, structural shell coverage and workmanship, and how to keep it valid. Terms differ by manufacturer.",
    category: "Warranty",
    type: "warranty",
    fileUrl: "/downloads/warranty-overview.pdf",
    pages: 6,
    status: "published",
  },
  {
    title: "Pool Financing Worksheet",
    description:
      "Work out a comfortable budget before you apply: project cost, down payment, loan amount, term and estimated monthly payment, with our milestone payment schedule laid out for you.",
    category: "Financing",
    type: "pdf",
    fileUrl: "/downloads/pool-financing-worksheet.pdf",
    pages: 3,
    status: "published",
  },
  {
    title: "HOA Approval Packet Checklist",
    description:
      "The documents most Florida homeowners associations ask for before approving a pool: site plan, pool drawing, finish samples, fence and barrier details, equipment location and contractor information.",
    category: "Permits & HOA",
    type: "checklist",
    fileUrl: "/downloads/hoa-approval-packet-checklist.pdf",
    pages: 2,
    status: "published",
  },
];
