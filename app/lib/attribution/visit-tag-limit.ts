// How many different tag sets (UTM source / medium / campaign) one landing page counts on its own per day.
// Anyone can add made-up tags to a link, and each new set would be a row of its own in landing_page_visits
// and in the source report. So the first TAG_SETS_PER_DAY sets of a day and page count under their own
// names, every later one under OTHER_TAGS: a flood of made-up tags adds at most that many rows a day, and
// its visits are still counted, visibly, in one "other" row. Isomorphic: the report names that row.

/** Tag sets a landing page counts on its own per day; real campaigns reaching one page in a day are far fewer. */
export const TAG_SETS_PER_DAY = 20;

/** The value every tag takes in the row of the sets past the day's limit. */
export const OTHER_TAG = "(other)";

export interface VisitTags {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export const OTHER_TAGS: VisitTags = { utmSource: OTHER_TAG, utmMedium: OTHER_TAG, utmCampaign: OTHER_TAG };

/** What the source report calls that row. */
export const OTHER_TAGS_LABEL = `Other tags (past ${TAG_SETS_PER_DAY} a day on one landing page)`;

export function isOtherTags(tags: VisitTags): boolean {
  return tags.utmSource === OTHER_TAG && tags.utmMedium === OTHER_TAG && tags.utmCampaign === OTHER_TAG;
}

const tagsKey = (tags: VisitTags) => [tags.utmSource, tags.utmMedium, tags.utmCampaign].join("\u0000");

/** Whether a set counts against the day's limit: a campaign, real or made up (not "none", not "other"). */
function takesAPlace(tags: VisitTags): boolean {
  return Boolean(tags.utmSource || tags.utmMedium || tags.utmCampaign) && !isOtherTags(tags);
}

/**
 * The tags a visit is counted under. `seen` holds the keys of the sets its day and page already count on
 * their own, and learns this one when it is admitted. Untagged visits and the "other" row never use up a
 * place: only made-up or real campaigns do.
 */
export function countedTags(seen: Set<string>, tags: VisitTags, limit = TAG_SETS_PER_DAY): VisitTags {
  if (!takesAPlace(tags)) return tags;
  const key = tagsKey(tags);
  if (seen.has(key)) return tags;
  if (seen.size >= limit) return OTHER_TAGS;
  seen.add(key);
  return tags;
}

export interface DayPageTags extends VisitTags {
  day: string;
  landingPath: string;
}

export type DayPageVisits = DayPageTags & { visits: number };

const dayPageKey = (row: DayPageTags) => `${row.day}\u0000${row.landingPath}`;

/**
 * Rows of counted visits with the limit applied: `stored` are the sets already counted (any order), `rows`
 * the new counts in the order they arrived (the first sets of a day win). Rows moved to "other" are merged,
 * so the result has one row per day, page and tag set.
 */
export function withinTagLimit(
  rows: readonly DayPageVisits[],
  stored: readonly DayPageTags[],
  limit = TAG_SETS_PER_DAY,
): DayPageVisits[] {
  const seenOf = new Map<string, Set<string>>();
  const seen = (row: DayPageTags) => {
    let set = seenOf.get(dayPageKey(row));
    if (!set) seenOf.set(dayPageKey(row), (set = new Set()));
    return set;
  };
  // What is stored counts on its own already, even past the limit (counted before it held).
  for (const row of stored) if (takesAPlace(row)) seen(row).add(tagsKey(row));
  const merged = new Map<string, DayPageVisits>();
  for (const row of rows) {
    const tags = countedTags(seen(row), row, limit);
    const key = `${dayPageKey(row)}\u0000${tagsKey(tags)}`;
    const existing = merged.get(key);
    if (existing) existing.visits += row.visits;
    else
      merged.set(key, {
        day: row.day,
        landingPath: row.landingPath,
        utmSource: tags.utmSource,
        utmMedium: tags.utmMedium,
        utmCampaign: tags.utmCampaign,
        visits: row.visits,
      });
  }
  return [...merged.values()];
}
