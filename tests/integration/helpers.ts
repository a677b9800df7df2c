import { getTestApp } from "../setup/test-app.ts";

export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const app = await getTestApp();
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function getJson<T = unknown>(path: string, headers: Record<string, string> = {}) {
  const app = await getTestApp();
  const response = await app.request(path, { headers: { Accept: "application/json", ...headers } });
  const body = response.status === 304 ? null : ((await response.json()) as T);
  return { response, body: body as T };
}
