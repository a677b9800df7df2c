import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { Form, Link, data, useNavigation } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "~/components/admin/admin-form";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ContentListToolbar } from "~/components/admin/content/content-list-toolbar";
import { ContentNotice } from "~/components/admin/content/content-page";
import { ContentPagination } from "~/components/admin/content/content-pagination";
import { type ContentColumn, ContentEmptyState, ContentTable } from "~/components/admin/content/content-table";
import { StatusPill } from "~/components/admin/content/status-pill";
import { timeAgo } from "~/lib/text/time-ago";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { findBuiltInPage } from "~/lib/content/built-in-page-names";
import { redirectWithToast } from "~/lib/http/flash.server";
import { jsonError, readFormBody } from "~/lib/http/http.server";
import { mappingAddressProblem } from "~/lib/content/landing-addresses";
import { normalizeMappingPath } from "~/lib/content/landing-resolution";
import {
  CONTENT_PAGE_SIZE,
  IGNORED_QUERY_MESSAGE,
  hasContentFilters,
  parseContentListQuery,
  serializeContentListQuery,
} from "~/lib/schemas/content-list";
import {
  BUILT_IN_PAGE_OPTIONS,
  MAPPING_ADDRESS_MESSAGES,
  URL_MAPPING_MESSAGES,
  URL_MAPPING_SAVE_MESSAGES,
  UrlMappingSchema,
} from "~/lib/schemas/url-mapping";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { createUrlMapping } from "~/models/admin-url-mappings.server";
import { dismissNotFoundPath, listNotFoundPathsForAdmin } from "~/models/not-found-paths.server";
import { LandingSections, NOT_FOUND_LOG_PATH, URL_MAPPINGS_PATH } from "~/components/admin/content/landing-sections";
import type { Route } from "./+types/not-found-log";

// The addresses visitors asked for that no page answers, most frequent first, each mapped to a built-in
// page in one click (or opened in the full mapping form). A mapped address stops answering 404 and leaves
// the log; Dismiss removes an address staff do not want to map.

const PATH = NOT_FOUND_LOG_PATH;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const { query, ignored } = parseContentListQuery(new URL(request.url).searchParams, {});
  const result = await listNotFoundPathsForAdmin(db, { page: query.page, q: query.q });
  const now = new Date();
  return {
    query: { ...query, page: result.page },
    ignored: ignored.length > 0,
    total: result.total,
    pageCount: result.pageCount,
    paths: result.rows.map((row) => {
      const problem = mappingAddressProblem(row.path);
      return {
        path: row.path,
        hits: row.hits,
        lastSeen: timeAgo(row.lastSeenAt, now),
        lastSeenAt: formatStaffDateTime(row.lastSeenAt),
        firstSeen: timeAgo(row.firstSeenAt, now),
        firstSeenAt: formatStaffDateTime(row.firstSeenAt),
        inactiveMappingHref: row.inactiveMappingId ? `${URL_MAPPINGS_PATH}/${row.inactiveMappingId}` : null,
        formHref: `${URL_MAPPINGS_PATH}/new?legacyUrl=${encodeURIComponent(row.path)}`,
        cannotMap: problem ? MAPPING_ADDRESS_MESSAGES[problem] : null,
      };
    }),
  };
}

/** A one-click create that did not go through: shown beside its row. */
interface RowFailure {
  path: string;
  message: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const path = normalizeMappingPath(form.get("path") ?? "");
  // Back to the same page of the log, search kept.
  const { query } = parseContentListQuery(new URL(request.url).searchParams, {});
  const back = `${PATH}${serializeContentListQuery(query)}`;
  const done = (message: string) => redirectWithToast(back, message, { secure: app.config.isProduction });
  switch (form.get("intent")) {
    case "map": {
      const parsed = UrlMappingSchema.safeParse({
        legacyUrl: path,
        targetPage: form.get("targetPage"),
        priority: "0",
        isActive: "on",
      });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? URL_MAPPING_MESSAGES.targetPage;
        return data<RowFailure>({ path, message }, { status: 400 });
      }
      const saved = await createUrlMapping(app.db, parsed.data);
      if (!saved.ok)
        return data<RowFailure>({ path, message: URL_MAPPING_SAVE_MESSAGES[saved.reason] }, { status: 409 });
      app.logger.info(
        { event: "content.url-mapping-created", urlMappingId: saved.row.id, from: "not-found-log", by: staff.id },
        "URL mapping created",
      );
      const target = findBuiltInPage(saved.row.targetPage);
      return done(`URL mapping ${saved.row.legacyUrl} created: it now shows ${target?.title ?? saved.row.targetPage}.`);
    }
    case "dismiss":
      await dismissNotFoundPath(app.db, path);
      return done(`${path} removed from the 404 log.`);
    default:
      throw jsonError(400, "Unknown action.");
  }
}

type NotFoundRow = Awaited<ReturnType<typeof loader>>["paths"][number];

const PAGE_OPTIONS = [{ value: "", label: "Choose a page…" }, ...BUILT_IN_PAGE_OPTIONS];

const controlClass =
  "block w-full min-w-[12rem] rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none aria-invalid:border-red-600";

/** Whether the form of this row and intent is being posted. */
function usePosting(path: string, intent: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("path") === path
  );
}

function MapPathForm({ row, failure }: { row: NotFoundRow; failure: RowFailure | undefined }) {
  const id = useId();
  const posting = usePosting(row.path, "map");
  const error = failure?.path === row.path ? failure.message : undefined;
  return (
    <div className="min-w-[18rem]">
      <Form method="post" className="flex flex-wrap items-start gap-2">
        <input type="hidden" name="path" value={row.path} />
        <div className="min-w-0 flex-[1_1_12rem]">
          <label htmlFor={id} className="sr-only">
            {`Target page for ${row.path}`}
          </label>
          <select
            id={id}
            name="targetPage"
            defaultValue=""
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={controlClass}
          >
            {PAGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="map" disabled={posting} className={primaryButtonClass}>
          {posting ? "Creating..." : "Create mapping"}
          <span className="sr-only">{` for ${row.path}`}</span>
        </button>
      </Form>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <Link
        to={row.formHref}
        className="mt-1 inline-block text-xs font-semibold text-ocean-800 underline-offset-2 hover:underline"
      >
        More options<span className="sr-only">{` for ${row.path}`}</span>
      </Link>
    </div>
  );
}

function DismissForm({ row }: { row: NotFoundRow }) {
  const posting = usePosting(row.path, "dismiss");
  return (
    <Form method="post">
      <input type="hidden" name="path" value={row.path} />
      <button type="submit" name="intent" value="dismiss" disabled={posting} className={secondaryButtonClass}>
        {posting ? "Dismissing..." : "Dismiss"}
        <span className="sr-only">{` ${row.path}`}</span>
      </button>
    </Form>
  );
}

function columns(failure: RowFailure | undefined): ContentColumn<NotFoundRow>[] {
  return [
    {
      id: "path",
      header: "Address",
      rowHeader: true,
      className: "min-w-[12rem]",
      cell: (row) => <span className="font-mono font-semibold break-all text-slate-900">{row.path}</span>,
    },
    { id: "hits", header: "Hits", className: "text-right tabular-nums", cell: (row) => row.hits },
    {
      id: "seen",
      header: "Last seen",
      cell: (row) => (
        <span className="whitespace-nowrap">
          <span title={row.lastSeenAt ?? undefined}>{row.lastSeen}</span>
          <span className="block text-xs text-slate-600" title={row.firstSeenAt ?? undefined}>
            first {row.firstSeen}
          </span>
        </span>
      ),
    },
    {
      id: "map",
      header: "Map to",
      cell: (row) => {
        if (row.inactiveMappingHref) {
          return (
            <span className="flex flex-col items-start gap-1">
              <StatusPill tone="amber">Mapping switched off</StatusPill>
              <Link to={row.inactiveMappingHref} className="text-sm font-semibold text-ocean-800 underline">
                Edit mapping<span className="sr-only">{` ${row.path}`}</span>
              </Link>
            </span>
          );
        }
        if (row.cannotMap) return <span className="block max-w-72 text-sm text-slate-700">{row.cannotMap}</span>;
        return <MapPathForm row={row} failure={failure} />;
      },
    },
    { id: "dismiss", header: <span className="sr-only">Dismiss</span>, cell: (row) => <DismissForm row={row} /> },
  ];
}

export default function NotFoundLogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, ignored, paths, total, pageCount } = loaderData;
  return (
    <>
      <StaffPageTitle title="404 log | Landing pages" />
      <AdminPageHeader
        title="404 log"
        description="Addresses of the site that visitors asked for and that showed Page Not Found, most frequent first. Map one to a page and it works at once; files and scanners' probes are not counted, and nothing about the visitor is kept."
      />
      <LandingSections current={PATH} />
      {ignored && <ContentNotice>{IGNORED_QUERY_MESSAGE}</ContentNotice>}
      <ContentListToolbar
        path={PATH}
        query={query}
        searchLabel="Search addresses"
        searchPlaceholder="Part of the address"
      />
      <ContentTable
        caption={`Addresses not found (${total})`}
        columns={columns(actionData as RowFailure | undefined)}
        rows={paths}
        rowKey={(row) => row.path}
        minWidth="52rem"
        empty={
          hasContentFilters(query) ? (
            <ContentEmptyState
              title="No addresses match"
              action={
                <Link to={PATH} className="text-sm font-semibold text-ocean-800 underline">
                  Show every address
                </Link>
              }
            >
              Try another part of the address.
            </ContentEmptyState>
          ) : (
            <ContentEmptyState title="No missing addresses">
              When a visitor asks for an address that no page answers, it is counted here.
            </ContentEmptyState>
          )
        }
      />
      <ContentPagination
        path={PATH}
        query={query}
        page={query.page}
        pageCount={pageCount}
        total={total}
        shown={paths.length}
        pageSize={CONTENT_PAGE_SIZE}
        noun={{ one: "address", many: "addresses" }}
      />
    </>
  );
}
