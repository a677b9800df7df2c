import { adminApiMiddleware } from "~/middleware/admin-guard.server";
import type { Route } from "./+types/layout";

// Every /api/admin/* resource route sits under this pathless layout: its
// middleware is the guard (401 and 403 as JSON, cross-site posts refused).
export const middleware: Route.MiddlewareFunction[] = adminApiMiddleware;
