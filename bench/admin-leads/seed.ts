// Fills a throwaway database with `count` realistic leads in one INSERT ...
// SELECT over generate_series (seconds, not minutes, even in PGlite). Values
// cycle through small word lists so filters and searches hit realistic shares.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/index.server.ts";
import { OFFICE_LOCATIONS } from "../../app/lib/company/offices.ts";
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

/** Source / medium / campaign mixes of the seeded leads and call clicks (the last: untagged). */
const CAMPAIGNS: readonly (readonly [string, string, string])[] = [
  ["google", "cpc", "spring-pools"],
  ["google", "cpc", "brand"],
  ["google", "organic", ""],
  ["facebook", "paid", "summer-promo"],
  ["bing", "cpc", "spring-pools"],
  ["newsletter", "email", "november"],
  ["", "", ""],
  ["", "", ""],
];
const LANDING_PATHS = [
  "/",
  "/pools",
  "/fiberglass-pools-ocala",
  "/south-florida-promotion",
  "/pool-services-tampa-fl",
  "/estimate",
];

const column = (i: number) => sql.raw(`array[${CAMPAIGNS.map((c) => `'${c[i]}'`).join(",")}]`);

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
        status_updated_at, first_contacted_at, created_at, updated_at, first_touch, last_touch,
        utm_source, utm_medium, utm_campaign, landing_path, gclid, fbclid, won_value_cents, won_signed_on)
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
        case when g % 6 = 0 then jsonb_build_object('utmSource', 'google', 'utmMedium', 'cpc', 'utmCampaign', 'spring') else null end,
        -- Source report (decision 034): a campaign mix, landing pages, click ids, and won values of won leads.
        nullif((${column(0)})[1 + (g * 3) % ${CAMPAIGNS.length}], ''),
        nullif((${column(1)})[1 + (g * 3) % ${CAMPAIGNS.length}], ''),
        nullif((${column(2)})[1 + (g * 3) % ${CAMPAIGNS.length}], ''),
        case when g % 9 = 0 then null else (${list(LANDING_PATHS)})[1 + (g * 5) % ${LANDING_PATHS.length}] end,
        case when (g * 3) % ${CAMPAIGNS.length} in (0, 1) then 'Cj0KCQ' || md5(g::text) else null end,
        case when (g * 3) % ${CAMPAIGNS.length} = 3 then 'IwAR' || md5(g::text) else null end,
        case when (${list(LEAD_STATUSES)})[1 + (g * 7 + g / 13) % ${LEAD_STATUSES.length}] = 'won'
          then 3500000 + (g % 40) * 50000 else null end,
        case when (${list(LEAD_STATUSES)})[1 + (g * 7 + g / 13) % ${LEAD_STATUSES.length}] = 'won'
          then least((t.at + (g % 60) * interval '1 day')::date, current_date) else null end
      from generate_series(${start}::int, ${end}::int) as g
      cross join lateral (select (${list(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] as first) f
      cross join lateral (select (${list(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}] as last) l
      cross join lateral (select now() - interval '730 days' + (g::float8 / ${count}::float8) * interval '730 days' as at) t
    `);
  }
  await db.execute(sql`analyze leads`);
}

/**
 * What the source report reads besides leads: a call click per five leads, a
 * booked consultation for one lead in ten, a daily visit count per landing
 * page and campaign, all over the same two years.
 */
export async function seedBenchAttribution(db: Database, leadCount: number) {
  const clicks = Math.floor(leadCount / 5);
  const branches = OFFICE_LOCATIONS.map((o) => o.branchLabel);
  await db.execute(sql`
    insert into call_clicks (created_at, page_path, branch, utm_source, utm_medium, utm_campaign, landing_path, has_gclid)
    select now() - interval '730 days' + (g::float8 / ${clicks}::float8) * interval '730 days',
      (${list(LANDING_PATHS)})[1 + g % ${LANDING_PATHS.length}],
      case when g % 7 = 0 then null else (${list(branches)})[1 + g % ${branches.length}] end,
      nullif((${column(0)})[1 + g % ${CAMPAIGNS.length}], ''),
      nullif((${column(1)})[1 + g % ${CAMPAIGNS.length}], ''),
      nullif((${column(2)})[1 + g % ${CAMPAIGNS.length}], ''),
      (${list(LANDING_PATHS)})[1 + (g / 3) % ${LANDING_PATHS.length}],
      g % ${CAMPAIGNS.length} < 2
    from generate_series(1, ${clicks}::int) as g
  `);
  await db.execute(sql`
    insert into consultation_bookings (lead_id, office_id, slot_start, slot_end, status, created_at, updated_at)
    select id, 'orlando', created_at + interval '3 days', created_at + interval '3 days 1 hour',
      case when (id / 10) % 5 = 0 then 'cancelled' else 'booked' end, created_at, created_at
    from leads where id % 10 = 0
  `);
  await db.execute(sql`
    insert into landing_page_visits (day, landing_path, utm_source, utm_medium, utm_campaign, visits)
    select d::date, p.path, c.source, c.medium, c.campaign, 1 + (extract(doy from d)::int * 7 + p.i * 3 + c.i) % 40
    from generate_series(current_date - 730, current_date, interval '1 day') as d
    cross join unnest(${list(LANDING_PATHS)}::text[]) with ordinality as p(path, i)
    cross join lateral (
      select (${column(0)})[j] as source, (${column(1)})[j] as medium, (${column(2)})[j] as campaign, j as i
      from generate_series(1, ${CAMPAIGNS.length - 1}) as j
    ) c
  `);
  await db.execute(sql`analyze call_clicks`);
  await db.execute(sql`analyze consultation_bookings`);
  await db.execute(sql`analyze landing_page_visits`);
}
