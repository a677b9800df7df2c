import { Link } from "react-router";
import { type ContentListQuery, hasContentFilters } from "~/lib/schemas/content-list";
import { NewRecordLink } from "./content-list-page";
import { ContentEmptyState } from "./content-table";

/**
 * What an empty content list says: with a search or filter, that nothing
 * matches and a link back to everything; without, that there is nothing yet
 * and the button that adds the first record.
 */
export function ContentListEmptyState({
  path,
  query,
  newLabel,
  noMatch,
  none,
}: {
  path: string;
  query: ContentListQuery;
  /** The "new record" button's label, e.g. "New partner". */
  newLabel: string;
  noMatch: { title: string; clearLabel: string; hint: string };
  none: { title: string; hint: string };
}) {
  if (hasContentFilters(query)) {
    return (
      <ContentEmptyState
        title={noMatch.title}
        action={
          <Link to={path} className="text-sm font-semibold text-ocean-800 underline">
            {noMatch.clearLabel}
          </Link>
        }
      >
        {noMatch.hint}
      </ContentEmptyState>
    );
  }
  return (
    <ContentEmptyState title={none.title} action={<NewRecordLink to={`${path}/new`} label={newLabel} />}>
      {none.hint}
    </ContentEmptyState>
  );
}
