// Copy of the About page (/about). Claims come from ~/lib/company/offices; this
// module holds only the page's own words.
import { COMPANY_CLAIMS } from "~/lib/company/offices";

export const ABOUT_STORY: readonly string[] = [
  `We started with one idea: a pool should be something a Florida family enjoys for decades, not a construction project that takes over the backyard for months. Fiberglass makes that possible. Shells are built in a factory under controlled conditions, delivered in one piece and set by a crane, so most of our pools are installed in ${COMPANY_CLAIMS.installDays}.`,
  `Our crews are local. The people who measure your yard are the people who dig it, set the shell and show you how to run your equipment. Together, our installers, designers and project leads bring a combined ${COMPANY_CLAIMS.experience}: Florida's sandy soils, high water tables, summer storms and permit offices hold no surprises for them.`,
  "We work with two of the best-known fiberglass manufacturers, Latham and San Juan, which lets us recommend the model that fits your yard and budget instead of the one we happen to stock.",
];

export const HOW_WE_WORK: readonly { title: string; text: string }[] = [
  {
    title: "A free, written estimate",
    text: "A specialist replies within 24 hours, visits your property and gives you a written estimate that lists every item, so you can compare fairly.",
  },
  {
    title: "Design with you, not for you",
    text: "We help you choose the model, size, finish and features that suit your yard, and show you how the pool will sit before anything is dug.",
  },
  {
    title: "Permits and HOA handled",
    text: "We prepare the permit package and the documents your homeowners association asks for, and schedule every inspection.",
  },
  {
    title: "About two weeks on site",
    text: "One crew, one schedule: layout, excavation, crane set, plumbing, backfill, decking and start-up, with updates at every step.",
  },
  {
    title: "Payments that follow progress",
    text: "You pay at milestones as the work happens, never the full amount up front.",
  },
  {
    title: "Here after the first swim",
    text: "We walk you through caring for your pool, register your warranty with you and stay one call away.",
  },
];

export const VALUES: readonly { title: string; text: string }[] = [
  {
    title: "Straight answers",
    text: "Clear prices, realistic timelines and honest advice, even when the honest answer is a smaller pool.",
  },
  {
    title: "Craft you can see",
    text: "Level shells, tidy plumbing and clean job sites. Every step is checked before the next one starts.",
  },
  {
    title: "Neighbors first",
    text: "We live and work in the communities we build in, and treat every yard like our own.",
  },
  {
    title: "Built for Florida",
    text: "Materials, equipment and methods chosen for heat, sun, sand, storms and salt air.",
  },
];
