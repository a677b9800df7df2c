// Fills a throwaway database with `count` realistic leads in one INSERT ...
// SELECT over generate_series (seconds, not minutes, even in PGlite). Values
// cycle through small word lists so filters and searches hit realistic shares.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/index.server.ts";
import { OFFICE_LOCATIONS } from "../../app/content/company.ts";
import { LEAD_REQUEST_TYPES, LEAD_STATUSES } from "../../db/schema/enums.ts";

const FIRST_NAMES = [
  "Maria",
  "John",
  "Ana",
  "David",
  "Linda",
  "Carlos",
  "Susan",
  "James",
  "Patricia",
  "Robert",
  "Jennifer",
  "Michael",
  "Elena",
  "William",
  "Karen",
  "Luis",
  "Nancy",
  "Thomas",
  "Lisa",
  "Daniel",
  "Sofia",
  "Kevin",
  "Emily",
  "Brian",
  "Grace",
  "Oscar",
  "Hannah",
  "Victor",
  "Olivia",
  "Frank",
  "Rosa",
];
const LAST_NAMES = [
  "Lopez",
  "Carter",
  "Silva",
  "Nguyen",
  "Johnson",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Hill",
  "Flores",
  "Green",
  "Adams",
  "Nelson",
  "Baker",
];
const MESSAGES = [
  "We would like a medium pool with a tanning ledge.",
  "Please call me about a pool for our backyard.",
  "Interested in a compact pool with a built-in spa.",
  "How long does installation take in our county?",
  "Looking for financing options for a fiberglass pool.",
  "Our old concrete pool needs resurfacing, can you help?",
  "Do you install in the evenings or weekends?",
  "We want a freeform pool with a sun shelf and lights.",
  "Need an estimate before the summer, budget is flexible.",
  "Just researching prices for now, no rush.",
  "Can you send the brochure and a price list?",
  "What colours are available for the Latham models?",
];
const SOURCES = [
  "home",
  "estimate",
  "contact",
  "pools",
  "pool-detail",
  "resurfacing",
  "packages",
  "blog",
  "latham-pools",
  "san-juan-pools",
  "10x20-fiberglass-pool",
  "pool-services-tampa-fl",
];

/** The e-mail address seeded for lead number g (1-based), to search for it. */
export function benchLeadEmail(g: number): string {
  const first = FIRST_NAMES[g % FIRST_NAMES.length]!.toLowerCase();
  const last = LAST_NAMES[Math.floor(g / 7) % LAST_NAMES.length]!.toLowerCase();
  return `${first}.${last}${g}@example.com`;
}

const list = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);

/** Inserts `count` leads spread over the last two years (newest last), in batches of 50,000 rows. */
export async function seedBenchLeads(db: Database, count: number, { salesRepIds = [] as number[] } = {}) {
  const branches = OFFICE_LOCATIONS.map((o) => o.branchLabel);
  const reps = salesRepIds.length ? sql.raw(`array[${salesRepIds.join(",")}]::int[]`) : sql.raw("array[]::int[]");
  const batch = 50_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`
      insert into leads (first_name, last_name, email, phone, phone_digits, address, message, status, nearest_branch,
        request_type, source_page, sales_rep_id, lead_qualification, consent_to_contact, is_test,
        status_updated_at, first_contacted_at, created_at, updated_at, first_touch, last_touch)
      select
        f.first, l.last,
        lower(f.first) || '.' || lower(l.last) || g || '@example.com',
        '(' || (array['407','561','772','352'])[1 + g % 4] || ') 555-' || lpad((g % 10000)::text, 4, '0'),
        (array['407','561','772','352'])[1 + g % 4] || '555' || lpad((g % 10000)::text, 4, '0'),
        (100 + g % 9000) || ' Palm Way, Florida',
        (${list(MESSAGES)})[1 + (g * 7) % ${MESSAGES.length}],
        (${list(LEAD_STATUSES)})[1 + (g * 7 + g / 13) % ${LEAD_STATUSES.length}],
        case when g % 10 = 0 then null else (${list(branches)})[1 + g % ${branches.length}] end,
        (${list(LEAD_REQUEST_TYPES)})[1 + (g / 2) % ${LEAD_REQUEST_TYPES.length}],
        (${list(SOURCES)})[1 + (g * 11 + g / 17) % ${SOURCES.length}],
        case when cardinality(${reps}) = 0 or g % 3 = 0 then null else (${reps})[1 + (g / 5) % greatest(cardinality(${reps}), 1)] end,
        case when g % 4 = 0 then null else (array['hot','warm','cold','unqualified'])[1 + g % 4] end,
        g % 5 <> 0,
        g % 97 = 0,
        t.at, case when g % 3 = 0 then null else t.at + interval '2 hours' end, t.at, t.at,
        case when g % 6 = 0 then jsonb_build_object('utmSource', 'google', 'utmMedium', 'cpc', 'utmCampaign', 'spring') else null end,
        case when g % 6 = 0 then jsonb_build_object('utmSource', 'google', 'utmMedium', 'cpc', 'utmCampaign', 'spring') else null end
      from generate_series(${start}::int, ${end}::int) as g
      cross join lateral (select (${list(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] as first) f
      cross join lateral (select (${list(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}] as last) l
      cross join lateral (select now() - interval '730 days' + (g::float8 / ${count}::float8) * interval '730 days' as at) t
    `);
  }
  await db.execute(sql`analyze leads`);
}
