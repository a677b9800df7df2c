import { CircleAlert, CircleCheck } from "lucide-react";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { AdminTextField } from "~/components/admin/admin-form";
import { useCompany } from "~/components/company-context";
import {
  SEO_DESCRIPTION_LENGTH,
  SEO_TITLE_LENGTH,
  lengthAdvice,
  snippetBreadcrumb,
  snippetText,
} from "~/lib/content/search-snippet";
import { documentTitle } from "~/lib/seo/seo";
import { AdminTextAreaField } from "./content-fields";

// The search-engine fields of a content form (meta title and description)
// with live length hints and a preview of the search result, as Google lays
// it out: site name, address, title (with the company name the page adds)
// and description. Empty fields fall back to what the page uses instead.

function LengthHint({
  length,
  limit,
  empty,
  counts = "",
}: {
  length: number;
  limit: number;
  empty: string;
  /** What the count includes besides the typed text. */
  counts?: string;
}) {
  const advice = lengthAdvice(length, limit);
  if (advice === "empty") return <>{empty}</>;
  const tooLong = advice === "too-long";
  const Icon = tooLong ? CircleAlert : CircleCheck;
  return (
    <span className={`inline-flex items-start gap-1 ${tooLong ? "font-medium text-amber-900" : ""}`}>
      <Icon aria-hidden="true" className={`mt-px size-3.5 shrink-0 ${tooLong ? "" : "text-emerald-700"}`} />
      <span>
        {length} / {limit} characters{counts}
        {tooLong ? ": search results will cut it short" : ": a good length"}
      </span>
    </span>
  );
}

export function SeoFields({
  defaultTitle,
  defaultDescription,
  titleError,
  descriptionError,
  titleMax,
  descriptionMax,
  fallbackTitle,
  fallbackDescription,
  path,
  titleName = "metaTitle",
  descriptionName = "metaDescription",
}: {
  defaultTitle: string;
  defaultDescription: string;
  titleError?: string | undefined;
  descriptionError?: string | undefined;
  /** Hard limits (the columns' sizes); the hints advise the shorter lengths search results show. */
  titleMax: number;
  descriptionMax: number;
  /** What the page uses when the meta title is empty (e.g. the post's title). */
  fallbackTitle: string;
  /** What the page uses when the meta description is empty (e.g. the excerpt). */
  fallbackDescription: string;
  /** The page's address on the site, e.g. /blog/pool-care. */
  path: string;
  titleName?: string;
  descriptionName?: string;
}) {
  const [title, setTitle] = useState(defaultTitle);
  const [description, setDescription] = useState(defaultDescription);
  const company = useCompany();
  const siteUrl = useRouteLoaderData<{ siteUrl?: string }>("root")?.siteUrl ?? "";
  const shownTitle = documentTitle(title.trim() || fallbackTitle.trim() || "Untitled", company.name);
  const shownDescription = description.trim() || fallbackDescription.trim();
  const suffix = ` | ${company.name}`;
  return (
    <>
      <AdminTextField
        label="Meta title"
        name={titleName}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        maxLength={titleMax}
        autoComplete="off"
        error={titleError}
        className="sm:col-span-2"
        hint={
          <LengthHint
            length={title.trim() ? documentTitle(title.trim(), company.name).length : 0}
            limit={SEO_TITLE_LENGTH}
            counts={` with “${suffix.trim()}”`}
            empty="Empty: search results show the title. Write one when a shorter or more searchable title helps."
          />
        }
      />
      <AdminTextAreaField
        label="Meta description"
        name={descriptionName}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        maxLength={descriptionMax}
        rows={3}
        error={descriptionError}
        className="sm:col-span-2"
        hint={
          <LengthHint
            length={description.trim().length}
            limit={SEO_DESCRIPTION_LENGTH}
            empty="Empty: search results show the excerpt, or the start of the article."
          />
        }
      />
      <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:col-span-2">
        <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          Search result preview
        </figcaption>
        <div className="max-w-[600px] font-sans" data-testid="search-snippet">
          <p className="text-sm text-slate-900">{company.name}</p>
          <p className="truncate text-xs text-slate-700">{snippetBreadcrumb(siteUrl, path)}</p>
          <p className="mt-1 text-xl leading-snug text-[#1a0dab]">{snippetText(shownTitle, SEO_TITLE_LENGTH)}</p>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">
            {shownDescription ? (
              snippetText(shownDescription, SEO_DESCRIPTION_LENGTH)
            ) : (
              <em>No description yet: search engines pick some text from the page.</em>
            )}
          </p>
        </div>
        <p className="mt-3 text-xs text-slate-600">
          Every page&apos;s title ends with “{suffix.trim()}”. Search engines may still shorten it or choose their own
          text.
        </p>
      </figure>
    </>
  );
}
