// Staff sign-in and signed-in requests as a script makes them: the sign-in
// form posted like a browser would (same-site Origin), the session cookie
// carried by hand.

export interface SignInAnswer {
  status: number;
  /** "name=value" of the session cookie, when one was set. */
  cookie?: string | undefined;
}

export async function signIn(
  baseUrl: string,
  identifier: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<SignInAnswer> {
  const response = await fetch(`${baseUrl}/admin-login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, ...headers },
    body: new URLSearchParams({ identifier, password }).toString(),
  });
  await response.arrayBuffer();
  const session = response.headers.getSetCookie().find((cookie) => /ffp_staff=[^;]/.test(cookie));
  return { status: response.status, cookie: session?.split(";")[0] };
}

export function signOut(baseUrl: string, cookie: string): Promise<Response> {
  return fetch(`${baseUrl}/admin-logout`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: baseUrl },
  });
}

/** GET with the session cookie; the answer's status and text. */
export async function staffGet(baseUrl: string, path: string, cookie: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
  return { status: response.status, text: await response.text() };
}

/** A same-site form post with the session cookie; the answer's status. */
export async function staffPost(baseUrl: string, path: string, cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  await response.arrayBuffer();
  return response.status;
}
