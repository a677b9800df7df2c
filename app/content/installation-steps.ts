// The installation timeline page (/installation): the six steps over days 1 to
// 14, its key facts, checklist and warranty notes. Developers change this text; the
// page and its HowTo structured data both read it.

export interface InstallationStep {
  /** Label of the day or days, e.g. "Days 2-3". */
  day: string;
  /** First and last day of the step, for ordering and structured data. */
  firstDay: number;
  lastDay: number;
  title: string;
  description: string;
  /** How long the step takes on site. */
  duration: string;
}

export const INSTALLATION_STEPS: readonly InstallationStep[] = [
  {
    day: "Day 1",
    firstDay: 1,
    lastDay: 1,
    title: "Layout & permits check",
    description:
      "Your project lead walks the yard with you, paints the pool outline, confirms the approved permit and HOA paperwork are on site, and marks utilities, sprinkler lines and the equipment pad.",
    duration: "1 day",
  },
  {
    day: "Days 2-3",
    firstDay: 2,
    lastDay: 3,
    title: "Excavation",
    description:
      "The crew digs to the exact shape and depth of your model, sets a compacted, laser-leveled gravel base for the shell and hauls or grades the soil as agreed in your estimate.",
    duration: "2 days",
  },
  {
    day: "Day 4",
    firstDay: 4,
    lastDay: 4,
    title: "Shell delivery and crane set",
    description:
      "Your factory-built fiberglass shell arrives by truck and a crane lifts it over the house or fence into the excavation, where it is leveled in every direction before anything else happens.",
    duration: "1 day",
  },
  {
    day: "Days 5-7",
    firstDay: 5,
    lastDay: 7,
    title: "Plumbing & backfill",
    description:
      "Plumbing is run to the equipment pad and pressure-tested. The pool is filled with water as the crew backfills in 6-inch lifts, keeping the water level and the backfill level together so the shell stays true.",
    duration: "3 days",
  },
  {
    day: "Days 8-11",
    firstDay: 8,
    lastDay: 11,
    title: "Coping, decking & electrical",
    description:
      "The bond beam and coping are formed, your decking is poured or laid, and the licensed electrician connects the pump, filter, lights and bonding for inspection.",
    duration: "4 days",
  },
  {
    day: "Days 12-14",
    firstDay: 12,
    lastDay: 14,
    title: "Fill, start-up and orientation",
    description:
      "We top up the water, start and balance the equipment, clean up the site and walk you through running, cleaning and caring for your new pool. Then it is time to swim.",
    duration: "3 days",
  },
];

/** Days from the first to the last step. */
export const INSTALLATION_TOTAL_DAYS = INSTALLATION_STEPS[INSTALLATION_STEPS.length - 1]!.lastDay;

/** The page's key facts: the company's installation claims, word for word. */
export const INSTALLATION_FACTS: readonly { value: string; label: string; detail: string }[] = [
  {
    value: "About 2 weeks",
    label: "About 2-week install",
    detail: "From layout to first swim once your crew arrives.",
  },
  {
    value: "Lifetime",
    label: "Lifetime structural shell warranty",
    detail: "Structural coverage on the fiberglass shell from its manufacturer.",
  },
  {
    value: "1 year",
    label: "1-year workmanship guarantee",
    detail: "Our own installation work, backed in writing.",
  },
  {
    value: "100%",
    label: "100% satisfaction promise",
    detail: "We are not done until you are happy with your pool.",
  },
];

/**
 * The installation video. No video is published yet (youtubeId null), so the
 * poster links to the timeline; set the id here when the video is online.
 */
/** The video section's heading, with a video (staff set it at /admin/videos) and without one. */
export const INSTALLATION_VIDEO_HEADING = { withVideo: "Watch a pool go in", withoutVideo: "How a pool goes in" };

/** Without a video: no play button, a plain link to the same story in words. */
export const INSTALLATION_NO_VIDEO_LINK = { href: "#timeline", label: "Follow the six steps day by day" };

export interface ChecklistGroup {
  id: "site-preparation" | "weather" | "quality";
  title: string;
  intro: string;
  items: readonly string[];
}

export const INSTALLATION_CHECKLIST: readonly ChecklistGroup[] = [
  {
    id: "site-preparation",
    title: "Site preparation",
    intro: "What we check with you before day 1.",
    items: [
      "Crane and equipment access at least 8 feet wide from the street to the pool area",
      "Fence panels, gates or shrubs that need to come out for the dig, marked in advance",
      "Underground utilities located (Sunshine 811) and sprinkler lines flagged",
      "Room on the driveway or street for the delivery truck and a dumpster",
      "Approved permit and HOA letter on site before excavation starts",
      "Pets and vehicles kept away from the work area while the crew is on site",
    ],
  },
  {
    id: "weather",
    title: "Weather",
    intro: "Florida weather sets the pace; safety sets the rules.",
    items: [
      "Afternoon thunderstorms can pause digging and crane work; we resume as soon as it is safe",
      "The crane is not flown in high winds or lightning",
      "Heavy rain can raise groundwater, so we pump the excavation before the shell is set",
      "During hurricane season we secure the site and materials when a storm is forecast",
      "Decking and concrete are poured only when the forecast allows them to cure",
    ],
  },
  {
    id: "quality",
    title: "Quality",
    intro: "Checks that are signed off before the next step starts.",
    items: [
      "Shell checked for level in every direction before and during backfill",
      "Plumbing pressure-tested before it is buried",
      "Backfill placed in 6-inch lifts while the pool fills with water",
      "Electrical bonding and equipment inspected by the building department",
      "Final walk-through with you before we call the job complete",
    ],
  },
];

export const INSTALLATION_WARRANTY: readonly { title: string; text: string }[] = [
  {
    title: "Lifetime structural shell warranty",
    text: "The fiberglass shell carries its manufacturer's structural warranty. Terms differ by manufacturer, so you receive the written warranty for your model before you sign.",
  },
  {
    title: "1-year workmanship guarantee",
    text: "If anything we installed is not right in the first year, from plumbing to coping, we come back and make it right.",
  },
  {
    title: "100% satisfaction promise",
    text: "We walk the finished pool with you and fix anything on the list before we call the job complete.",
  },
];
