import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { deviceLabel } from "~/lib/staff/device-label";
import { jsonError, jsonResponse, methodNotAllowed, readJsonBody, validationError } from "~/lib/http/http.server";
import { PushSubscriptionSchema } from "~/lib/schemas/push-subscription";
import { listPushDevices, savePushSubscription } from "~/models/push-subscriptions.server";
import type { Route } from "./+types/push-subscriptions";

export const PUSH_NOT_CONFIGURED_MESSAGE = "Notifications are not set up on this server.";

/** GET /api/admin/push-subscriptions: the key to subscribe with and the signed-in staff member's devices. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "account.self");
  const app = context.get(appContext);
  return jsonResponse({
    publicKey: app.config.pushPublicKey,
    devices: await listPushDevices(app.db, staff.id),
  });
}

/** POST /api/admin/push-subscriptions: stores this browser's subscription (PushSubscription.toJSON()) for them. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "account.self");
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const app = context.get(appContext);
  if (!app.config.pushPublicKey) return jsonError(503, PUSH_NOT_CONFIGURED_MESSAGE);
  const parsed = PushSubscriptionSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return validationError(parsed.error, "This is not a valid push subscription.");
  const label = deviceLabel(request.headers.get("user-agent"));
  const id = await savePushSubscription(app.db, staff.id, parsed.data, label);
  app.logger.info({ event: "staff.push-subscribed", userId: staff.id, subscriptionId: id }, "push subscription saved");
  return jsonResponse({ device: { id, deviceLabel: label } }, { status: 201 });
}
