// What the source report's three downloads share: the query read from the
// address exactly as the page reads it, refused (400, in words) rather than
// silently replaced when it is wrong, since a file must match what it says;
// and the headers of a CSV attachment.
import { csvDisposition } from "~/lib/http/csv";
import { type SourceReportQuery, parseSourceReportQuery } from "./source-report";

export function downloadQuery(request: Request, now = new Date()): SourceReportQuery {
  const { query, messages } = parseSourceReportQuery(new URL(request.url).searchParams, now);
  if (messages.length) {
    throw new Response(messages.join(" "), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return query;
}

export function csvAttachment(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": csvDisposition(fileName),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
