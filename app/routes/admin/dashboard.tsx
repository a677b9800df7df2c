import { FlaskConical } from "lucide-react";
import { Link, useLocation } from "react-router";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { BreakdownList, type BreakdownRow } from "~/components/admin/dashboard/breakdown-list";
import { FigureCard } from "~/components/admin/dashboard/figure-card";
import {
  type SpeedShare,
  SpeedToLeadList,
  type SpeedToLeadRowView,
} from "~/components/admin/dashboard/speed-to-lead-list";
import { BAR_COLOURS, WeeklyChart } from "~/components/admin/charts/weekly-chart";
import { LeadStatusPill } from "~/components/admin/dashboard/status-pill";
import { TestModeToggle } from "~/components/admin/dashboard/test-mode-toggle";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { type UncontactedItem, UncontactedList } from "~/components/admin/dashboard/uncontacted-list";
import { appContext } from "~/context";
import { assertSameSite, requireStaff } from "~/services/staff/auth.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { jsonError, readFormBody } from "~/lib/http/http.server";
import {
  BREAKDOWN_RANGES,
  BREAKDOWN_RANGE_KEYS,
  type BreakdownRange,
  DEFAULT_BREAKDOWN_RANGE,
  SPEED_WINDOW_DAYS,
  STATUS_LABELS,
  compareCounts,
  companyDateOf,
  describeAge,
  describeWeeks,
  formatAge,
  formatCount,
  formatDuration,
  isLeadStatus,
  isoDate,
  leadHref,
  leadListHref,
  percentOf,
  plural,
  requestTypeLabel,
  waitUrgency,
} from "~/lib/leads/lead-stats";
import { DASHBOARD_PATH, ROLE_LABELS, can } from "~/lib/staff/permissions";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { DashboardQuerySchema, TestModeFormSchema } from "~/lib/schemas/dashboard";
import { formatStaffDateTime, officeName } from "~/lib/staff/staff-display";
import { getLeadDashboard } from "~/models/lead-stats.server";
import { countStaleLeadsPerRep } from "~/models/stale-leads.server";
import { getSpeedToLead } from "~/services/leads/speed-to-lead.server";
import type { SpeedToLeadGroup } from "~/lib/leads/speed-to-lead";
import { setStaffTestModePreference } from "~/models/staff.server";
import type { Route } from "./+types/dashboard";

/** The lead desk's lists (their query names: status, source, office, from, to...). */
const ALL_LEADS_PATH = "/admin/admin-estimates";
const ESTIMATES_PATH = "/admin/estimates";
const CONTACTS_PATH = "/admin/contacts";
/** New leads, oldest first, like the dashboard's waiting list. */
const OLDEST_NEW_FIRST = { status: "new", sort: "created", dir: "asc" };
const LEAD_SERIES = [{ key: "count", name: "Leads", legend: "Leads", colour: BAR_COLOURS.leads }] as const;

/** "40%" and "2 of 5": a share of a row's leads. */
function share(part: number, total: number): SpeedShare {
  return { percent: `${percentOf(part, total)}%`, count: `${formatCount(part)} of ${formatCount(total)}` };
}

function speedRow(group: SpeedToLeadGroup, href: string | null): SpeedToLeadRowView {
  return {
    key: group.key,
    label: group.label,
    href,
    leads: group.leads,
    contacted: group.contacted,
    median: group.medianMs === null ? "—" : formatDuration(group.medianMs / 1000),
    withinFast: share(group.withinFast, group.leads),
    withinHour: share(group.withinHour, group.leads),
  };
}

/** Part of the day in Florida (the offices' time zone), for the greeting. */
function partOfDay(now: Date): "morning" | "afternoon" | "evening" {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone: "America/New_York" }).format(now),
  );
  return hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
}

function parseRange(url: URL): BreakdownRange {
  const parsed = DashboardQuerySchema.safeParse({ range: url.searchParams.get("range") ?? undefined });
  if (!parsed.success) throw jsonError(400, parsed.error.issues[0]?.message ?? "Invalid query.");
  return parsed.data.range ?? DEFAULT_BREAKDOWN_RANGE;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "dashboard.view");
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const range = parseRange(url);
  const now = new Date();
  const figures = await getLeadDashboard(db, staff, { now, range });
  const [speedToLead, staleCounts] = await Promise.all([
    getSpeedToLead(db, staff, { from: figures.breakdownFrom, now, waiting: figures.uncontacted.oldest }),
    countStaleLeadsPerRep(db, { now, viewer: staff }),
  ]);

  // Sales cannot open the all-leads list: their breakdown rows stay plain text
  // (the estimates and contacts lists each hold only part of a row's leads).
  const listPath = can(staff.role, "leads.bulk") ? ALL_LEADS_PATH : null;
  const from = figures.breakdownFrom ? isoDate(companyDateOf(figures.breakdownFrom)) : null;
  const listHref = (filters: Record<string, string | null>) =>
    listPath ? leadListHref(listPath, { ...filters, from }) : null;

  const { volume, speed } = figures;
  const uncontacted: UncontactedItem[] = figures.uncontacted.oldest.map((lead) => {
    const waited = now.getTime() - lead.createdAt.getTime();
    return {
      id: lead.id,
      name: [lead.firstName, lead.lastName].filter(Boolean).join(" "),
      href: leadHref(lead.id),
      details: [
        requestTypeLabel(lead.requestType),
        lead.sourcePage,
        officeName(lead.office),
        lead.salesRepName ?? "unassigned",
      ]
        .filter(Boolean)
        .join(" · "),
      officeWait: formatDuration((speedToLead.waitingOfficeMs.get(lead.id) ?? 0) / 1000),
      age: formatAge(waited),
      ageWords: describeAge(waited),
      urgency: waitUrgency(waited),
      received: formatStaffDateTime(lead.createdAt) ?? "",
      receivedIso: lead.createdAt.toISOString(),
    };
  });

  return {
    greeting: partOfDay(now),
    username: staff.username,
    roleLabel: ROLE_LABELS[staff.role],
    office: officeName(staff.officeId),
    testMode: staff.testModePreference,
    range,
    volume: {
      week: {
        current: volume.thisWeek,
        previous: volume.lastWeek,
        previousToDate: volume.lastWeekToDate,
        change: compareCounts(volume.thisWeek, volume.lastWeekToDate),
      },
      month: {
        current: volume.thisMonth,
        previous: volume.lastMonth,
        previousToDate: volume.lastMonthToDate,
        change: compareCounts(volume.thisMonth, volume.lastMonthToDate),
      },
    },
    speed: {
      median: speed.medianSeconds === null ? null : formatDuration(speed.medianSeconds),
      average: speed.averageSeconds === null ? null : formatDuration(speed.averageSeconds),
      contacted: speed.contacted,
      leads: speed.leads,
    },
    uncontacted: {
      total: figures.uncontacted.total,
      oldestAge: uncontacted[0]?.age ?? null,
      items: uncontacted,
      more: listPath
        ? [{ label: "All new leads", href: leadListHref(listPath, OLDEST_NEW_FIRST) }]
        : [
            { label: "New estimates", href: leadListHref(ESTIMATES_PATH, OLDEST_NEW_FIRST) },
            { label: "New contacts", href: leadListHref(CONTACTS_PATH, OLDEST_NEW_FIRST) },
          ],
    },
    byStatus: figures.byStatus.map(({ status, count }): BreakdownRow => ({
      key: status,
      label: STATUS_LABELS[status],
      count,
      href: listHref({ status }),
    })),
    bySource: figures.bySource.map(({ source, count }): BreakdownRow => ({
      key: source ?? "",
      label: source ?? "(no source page)",
      count,
      href: source ? listHref({ source }) : null,
    })),
    byOffice: figures.byOffice.map(({ office, count }): BreakdownRow => ({
      key: office,
      label: office === "unknown" ? "Unknown" : (officeName(office) ?? office),
      count,
      href: office === "unknown" ? null : listHref({ office }),
    })),
    weeks: figures.perWeek,
    weeksSummary: describeWeeks(figures.perWeek),
    speedToLead: {
      byRep: speedToLead.byRep.map((group) =>
        speedRow(group, listHref({ rep: group.key === "none" ? "none" : group.key })),
      ),
      byOffice: speedToLead.byOffice.map((group) =>
        speedRow(group, group.key === "unknown" ? null : listHref({ office: group.key })),
      ),
    },
    stale: {
      total: staleCounts.reduce((sum, row) => sum + row.count, 0),
      byRep: staleCounts.map((row): BreakdownRow => ({
        key: String(row.repId ?? "none"),
        label: row.repId === null ? "Unassigned" : (row.repName ?? `#${row.repId}`),
        count: row.count,
        href: listPath ? leadListHref(listPath, { stale: "1", rep: String(row.repId ?? "none") }) : null,
      })),
      more: listPath
        ? [{ label: "All stale leads", href: leadListHref(listPath, { stale: "1" }) }]
        : [
            { label: "Stale estimates", href: leadListHref(ESTIMATES_PATH, { stale: "1" }) },
            { label: "Stale contacts", href: leadListHref(CONTACTS_PATH, { stale: "1" }) },
          ],
    },
  };
}

/** The test-mode switch: same-site posts only (the guard refuses others; checked here again). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "dashboard.view");
  assertSameSite(request);
  const app = context.get(appContext);
  const parsed = TestModeFormSchema.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!parsed.success) throw jsonError(400, parsed.error.issues[0]?.message ?? "Unknown action.");
  const { show, redirectTo } = parsed.data;
  await setStaffTestModePreference(app.db, staff.id, show);
  app.logger.info({ event: "staff.test-mode", userId: staff.id, show }, "test-mode preference changed");
  return redirectWithToast(
    safeRedirect(redirectTo, DASHBOARD_PATH),
    show
      ? "Test mode on: leads marked as test now count in figures and lists."
      : "Test mode off: leads marked as test are hidden.",
    { secure: app.config.isProduction },
  );
}

function RangePicker({ current }: { current: BreakdownRange }) {
  return (
    <nav aria-label="Period of the breakdowns">
      <ul className="flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1 shadow-sm">
        {BREAKDOWN_RANGE_KEYS.map((key) => (
          <li key={key}>
            <Link
              to={key === DEFAULT_BREAKDOWN_RANGE ? DASHBOARD_PATH : `${DASHBOARD_PATH}?range=${key}`}
              preventScrollReset
              aria-current={key === current ? "page" : undefined}
              className={`inline-flex min-h-8 items-center rounded-md px-2.5 text-sm font-semibold ${
                key === current ? "bg-ocean-700 text-white" : "text-slate-700 hover:bg-slate-100"
              }`}
            >
              {BREAKDOWN_RANGES[key].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { greeting, username, roleLabel, office, testMode, range, volume, speed, uncontacted } = loaderData;
  // From the router, not the loader's request: a client-side load's request URL is the ".data" one.
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const rangeLabel = BREAKDOWN_RANGES[range].label;
  return (
    <>
      <StaffPageTitle title="Dashboard" />
      <AdminPageHeader
        title={`Good ${greeting}, ${username}`}
        description={
          <>
            Signed in as {roleLabel}
            {office ? ` · ${office} office` : ""}. Weeks start on Monday; all times are Florida (Eastern) time.
          </>
        }
        actions={<TestModeToggle on={testMode} redirectTo={here} />}
      />

      {testMode && (
        <p className="mb-5 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-950">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Test mode is on.</strong> Leads marked as test are included in every
            figure and list below. Switch it off to see real leads only.
          </span>
        </p>
      )}

      <section aria-labelledby="dashboard-figures" className="mb-5">
        <h2 id="dashboard-figures" className="sr-only">
          Headline figures
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <FigureCard
            label="Leads this week"
            value={formatCount(volume.week.current)}
            change={volume.week.change}
            changeLabel="compared with the same time last week"
          >
            Last week: <strong className="font-semibold text-slate-800">{formatCount(volume.week.previous)}</strong> (
            {formatCount(volume.week.previousToDate)} by this time)
          </FigureCard>
          <FigureCard
            label="Leads this month"
            value={formatCount(volume.month.current)}
            change={volume.month.change}
            changeLabel="compared with the same day last month"
          >
            Last month: <strong className="font-semibold text-slate-800">{formatCount(volume.month.previous)}</strong> (
            {formatCount(volume.month.previousToDate)} by this day)
          </FigureCard>
          <FigureCard label="New, not yet contacted" value={formatCount(uncontacted.total)}>
            {uncontacted.oldestAge ? `The oldest has waited ${uncontacted.oldestAge}.` : "No one is waiting."}
          </FigureCard>
          <FigureCard
            label="Speed to first contact"
            value={speed.median ?? "—"}
            valueLabel={speed.median ? undefined : "No figure yet"}
          >
            {speed.median ? (
              <>
                Median of the last {SPEED_WINDOW_DAYS} days · average {speed.average} · {formatCount(speed.contacted)}{" "}
                of {formatCount(speed.leads)} {plural(speed.leads, "lead")} contacted
              </>
            ) : (
              <>
                No lead of the last {SPEED_WINDOW_DAYS} days has a first contact yet
                {speed.leads > 0 ? ` (${formatCount(speed.leads)} ${plural(speed.leads, "lead")})` : ""}.
              </>
            )}
          </FigureCard>
        </dl>
      </section>

      <div className="mb-5 grid items-start gap-5 xl:grid-cols-3">
        <AdminPanel
          className="min-w-0"
          title="New leads waiting for a first contact"
          description={`Oldest first${uncontacted.total > uncontacted.items.length ? `: the ${uncontacted.items.length} oldest of ${formatCount(uncontacted.total)}` : ""}.`}
        >
          <UncontactedList items={uncontacted.items} total={uncontacted.total} />
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
            {uncontacted.more.map((link) => (
              <Link key={link.href} to={link.href} className="font-semibold text-ocean-800 hover:underline">
                {link.label}
              </Link>
            ))}
          </p>
        </AdminPanel>
        <AdminPanel title="Leads per week" description={loaderData.weeksSummary} className="min-w-0 xl:col-span-2">
          <WeeklyChart title="Leads per week" weeks={loaderData.weeks} series={LEAD_SERIES} />
        </AdminPanel>
      </div>

      <section aria-labelledby="dashboard-breakdowns">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="dashboard-breakdowns" className="text-lg font-bold text-slate-900">
              Leads by status, source page and office
            </h2>
            <p className="text-sm text-slate-600">{rangeLabel}, by the day each lead arrived.</p>
          </div>
          <RangePicker current={range} />
        </div>
        <div className="grid items-start gap-5 lg:grid-cols-3">
          <AdminPanel title="By status" className="min-w-0">
            <BreakdownList
              rows={loaderData.byStatus}
              label={`Leads by status, ${rangeLabel.toLowerCase()}`}
              renderLabel={(row) => (isLeadStatus(row.key) ? <LeadStatusPill status={row.key} /> : row.label)}
            />
          </AdminPanel>
          <AdminPanel title="By source page" className="min-w-0">
            <BreakdownList
              rows={loaderData.bySource}
              label={`Leads by source page, ${rangeLabel.toLowerCase()}`}
              empty="No leads in this period."
            />
          </AdminPanel>
          <AdminPanel title="By office" className="min-w-0">
            <BreakdownList rows={loaderData.byOffice} label={`Leads by nearest office, ${rangeLabel.toLowerCase()}`} />
          </AdminPanel>
        </div>
      </section>

      <section aria-labelledby="dashboard-follow-up" className="mt-5">
        <div className="mb-3">
          <h2 id="dashboard-follow-up" className="text-lg font-bold text-slate-900">
            Speed to lead and follow-up
          </h2>
          <p className="text-sm text-slate-600">
            {rangeLabel} (the period chosen above), by the day each lead arrived. Waits count only the opening hours of
            each lead&apos;s office: a lead that arrives at night is not late until the office opens. A lead not yet
            contacted counts as not within 5 minutes or 1 hour.
          </p>
        </div>
        <div className="grid items-start gap-5 lg:grid-cols-2 xl:grid-cols-3">
          <AdminPanel title="Speed to lead by rep" className="min-w-0">
            <SpeedToLeadList
              label={`Speed to lead by rep, ${rangeLabel.toLowerCase()}`}
              rows={loaderData.speedToLead.byRep}
            />
          </AdminPanel>
          <AdminPanel title="Speed to lead by office" className="min-w-0">
            <SpeedToLeadList
              label={`Speed to lead by office, ${rangeLabel.toLowerCase()}`}
              rows={loaderData.speedToLead.byOffice}
            />
          </AdminPanel>
          <AdminPanel
            title="Stale leads by rep"
            description={`${formatCount(loaderData.stale.total)} ${plural(loaderData.stale.total, "lead")} in an open stage with no activity past its limit, now.`}
            className="min-w-0"
          >
            <BreakdownList rows={loaderData.stale.byRep} label="Stale leads by rep" empty="No stale leads." />
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
              {loaderData.stale.more.map((link) => (
                <Link key={link.href} to={link.href} className="font-semibold text-ocean-800 hover:underline">
                  {link.label}
                </Link>
              ))}
            </p>
          </AdminPanel>
        </div>
      </section>
    </>
  );
}
