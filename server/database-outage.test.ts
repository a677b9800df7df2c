import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { answerDatabaseOutages } from "./database-outage";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

function buildWith(module: Record<string, unknown>): ServerBuild {
  return { routes: { page: { id: "page", path: "page", module } } } as unknown as ServerBuild;
}

async function thrownBy(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

function guardedModule(module: Record<string, unknown>) {
  const build = answerDatabaseOutages(buildWith(module)) as ServerBuild;
  return build.routes.page!.module as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
}

describe("answerDatabaseOutages", () => {
  it("turns a connection error in a loader or action into a 503 JSON answer with Retry-After", async () => {
    const module = guardedModule({
      loader: async () => Promise.reject(refused),
      action: () => {
        throw refused;
      },
    });
    for (const fn of [module.loader!, module.action!]) {
      const answer = (await thrownBy(() => fn({}))) as Response;
      expect(answer).toBeInstanceOf(Response);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("Retry-After")).toBe("5");
      expect(await answer.json()).toEqual({ message: expect.stringContaining("try again") });
    }
  });

  it("guards middleware too, and leaves other errors, thrown answers and results alone", async () => {
    const notFound = new Response(null, { status: 404 });
    const bug = new Error("a bug");
    const module = guardedModule({
      middleware: [() => Promise.reject(refused), () => Promise.reject(bug)],
      loader: () => {
        throw notFound;
      },
      action: () => ({ ok: true }),
      default: "the component",
    });
    const [outage, other] = module.middleware as unknown as ((...args: unknown[]) => Promise<unknown>)[];
    expect(((await thrownBy(() => outage!({}, () => {}))) as Response).status).toBe(503);
    expect(await thrownBy(() => other!({}, () => {}))).toBe(bug);
    expect(await thrownBy(() => module.loader!({}))).toBe(notFound);
    expect(await module.action!({})).toEqual({ ok: true });
    expect(module.default).toBe("the component");
  });
});
