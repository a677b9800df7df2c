import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { NewRecordLink } from "~/components/admin/content/content-list-page";
import { type ContentColumn, ContentEmptyState, ContentTable } from "~/components/admin/content/content-table";
import { NEWSLETTER_PATH } from "~/components/admin/newsletter/newsletter-issue-form";
import { NewsletterStatusPill, newsletterProgressSummary } from "~/components/admin/newsletter/newsletter-progress";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { countConfirmedSubscribers, listNewsletterIssues } from "~/models/newsletter-issues.server";
import { requireStaff } from "~/services/staff/auth.server";
import type { Route } from "./+types/newsletter";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "newsletter.manage");
  const { db } = context.get(appContext);
  const [issues, confirmed] = await Promise.all([listNewsletterIssues(db), countConfirmedSubscribers(db)]);
  return {
    confirmed,
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      status: issue.status,
      postCount: issue.postIds.length,
      created: formatStaffDateTime(issue.createdAt),
      sent: formatStaffDateTime(issue.sentAt ?? issue.sendStartedAt),
      progress: issue.status === "draft" ? null : newsletterProgressSummary(issue.progress),
    })),
  };
}

type IssueRow = Awaited<ReturnType<typeof loader>>["issues"][number];

const COLUMNS: ContentColumn<IssueRow>[] = [
  {
    id: "subject",
    header: "Subject",
    rowHeader: true,
    className: "min-w-[14rem]",
    cell: (row) => (
      <>
        <Link
          to={`${NEWSLETTER_PATH}/${row.id}`}
          className="font-semibold text-ocean-800 underline-offset-2 hover:underline"
        >
          {row.subject}
        </Link>
        <span className="mt-0.5 block text-xs text-slate-600">
          {row.postCount === 1 ? "1 post" : `${row.postCount} posts`} · created {row.created}
        </span>
      </>
    ),
  },
  { id: "status", header: "Status", cell: (row) => <NewsletterStatusPill status={row.status} /> },
  {
    id: "delivery",
    header: "Delivery",
    cell: (row) =>
      row.progress ? (
        <span className="text-sm">
          {row.progress}
          <span className="block text-xs text-slate-600">
            {row.status === "sent" ? "finished" : "started"} {row.sent}
          </span>
        </span>
      ) : (
        <span className="text-slate-600">Not sent</span>
      ),
  },
];

export default function NewsletterIssuesPage({ loaderData }: Route.ComponentProps) {
  const { issues, confirmed } = loaderData;
  return (
    <>
      <StaffPageTitle title="Newsletter" />
      <AdminPageHeader
        title="Newsletter"
        description={`Issues of the "Pool tips" newsletter, newest first. ${
          confirmed === 1 ? "1 confirmed subscriber" : `${confirmed} confirmed subscribers`
        } would get an issue sent now.`}
        actions={<NewRecordLink to={`${NEWSLETTER_PATH}/new`} label="New issue" />}
      />
      <ContentTable
        caption={`Newsletter issues (${issues.length})`}
        columns={COLUMNS}
        rows={issues}
        rowKey={(row) => row.id}
        minWidth="36rem"
        empty={
          <ContentEmptyState title="No issues yet">
            Write the first: a subject, a few words and the blog posts to feature.
          </ContentEmptyState>
        }
      />
    </>
  );
}
