// A received e-mail as its recipient reads it: headers unfolded and decoded, text parts decoded, the .ics part.
// Pure, so the browser tests read the e-mails of a server of their own with it too.

/** Header lines unfolded, so a long subject reads as one line. */
export const unfoldHeaders = (raw: string) => raw.replace(/\r\n(?=[ \t])/g, "");

/**
 * The message's header lines unfolded (their encoded words decoded) and quoted-printable parts decoded (every part of a multipart message: text
 * and HTML), so a test reads the words a recipient reads. Bodies keep their lines as written (a line of text may
 * start with spaces); base64 parts (attachments) stay as sent.
 */
/** RFC 2047 encoded words ("=?UTF-8?Q?Su_dise=C3=B1o?=") as the text they stand for; the space between two goes. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The text/calendar part of a MIME message, decoded (nodemailer picks base64 or quoted-printable). */
export function calendarPart(body: string): string {
  const match = /Content-Type: text\/calendar[^]*?\r\n\r\n([^]*?)\r\n--/i.exec(body);
  if (!match) throw new Error("no text/calendar part");
  const headers = body.slice(body.indexOf(match[0]), body.indexOf(match[0]) + match[0].indexOf("\r\n\r\n"));
  const content = match[1]!;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(content, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = content
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return content;
}

export function decodeMail(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const head = decodeEncodedWords(unfoldHeaders(split < 0 ? raw : raw.slice(0, split)));
  const body = split < 0 ? "" : raw.slice(split);
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(raw)) return head + body;
  const bytes = body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return head + Buffer.from(bytes, "latin1").toString("utf8");
}
