// One-time messages across a redirect (post/redirect/get): an action answers
// redirectWithToast(...), the admin layout's loader reads the message once
// and the layout shows it as a toast.
import { randomBytes } from "node:crypto";
import { redirect } from "react-router";
import { readCookie } from "./cookies";

const FLASH_COOKIE = "ffp_flash";

export interface Flash {
  /** Distinguishes two equal messages in a row. */
  id: string;
  message: string;
}

function flashCookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${FLASH_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** A redirect that shows `message` as a success toast on the next page. */
export function redirectWithToast(url: string, message: string, { secure }: { secure: boolean }): Response {
  const value = encodeURIComponent(
    JSON.stringify({ id: randomBytes(6).toString("hex"), message: message.slice(0, 300) }),
  );
  return redirect(url, { headers: { "Set-Cookie": flashCookie(value, 60, secure) } });
}

/** The pending message of a request and the Set-Cookie that consumes it. */
export function readFlash(
  request: Request,
  { secure }: { secure: boolean },
): { flash: Flash | null; setCookie?: string } {
  const raw = readCookie(request.headers.get("cookie"), FLASH_COOKIE);
  if (!raw) return { flash: null };
  const setCookie = flashCookie("", 0, secure);
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Partial<Flash>;
    if (typeof parsed.id === "string" && typeof parsed.message === "string") {
      return { flash: { id: parsed.id, message: parsed.message }, setCookie };
    }
  } catch {
    // A damaged cookie is dropped.
  }
  return { flash: null, setCookie };
}
