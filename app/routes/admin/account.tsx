import { KeyRound, Smartphone } from "lucide-react";
import { Form, data } from "react-router";
import {
  AdminTextField,
  FormMessage,
  SubmitButton,
  dangerButtonClass,
  secondaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { PushNotificationsButton } from "~/components/admin/push-notifications-button";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { verifyPassword } from "~/lib/staff/password.server";
import { ACCOUNT_PATH } from "~/lib/staff/permissions";
import { safeRedirect } from "~/lib/http/safe-redirect";
import {
  ChangeOwnPasswordSchema,
  DigestPreferenceSchema,
  PASSWORD_MIN_LENGTH,
  STAFF_MESSAGES,
} from "~/lib/schemas/staff";
import { PushDeviceRemoveSchema } from "~/lib/schemas/push-subscription";
import { formatStaffDateTime, officeName, roleLabel } from "~/lib/staff/staff-display";
import { enqueuePushTest, listPushDevices, removePushDevice } from "~/models/push-subscriptions.server";
import { UNCONTACTED_ALERT_OFFICE_MINUTES } from "~/models/lead-notifications.server";
import {
  getStaffDigestEnabled,
  getStaffPasswordHash,
  setStaffDigestEnabled,
  setStaffUserPassword,
} from "~/models/staff.server";
import { DIGEST_TIME } from "~/lib/staff/daily-digest";
import { formatClockTime } from "~/lib/company/company-profile";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "account.self");
  const app = context.get(appContext);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const [devices, digestEnabled] = await Promise.all([
    listPushDevices(app.db, staff.id),
    getStaffDigestEnabled(app.db, staff.id),
  ]);
  return {
    digestEnabled,
    pushPublicKey: app.config.pushPublicKey,
    alertAfterMinutes: UNCONTACTED_ALERT_OFFICE_MINUTES,
    devices: devices.map((device) => ({
      id: device.id,
      label: device.deviceLabel,
      added: formatStaffDateTime(device.createdAt) ?? "",
      lastPush: formatStaffDateTime(device.lastPushedAt),
    })),
    username: staff.username,
    email: staff.email,
    role: roleLabel(staff.role),
    office: officeName(staff.officeId),
    mustChangePassword: staff.mustChangePassword,
    redirectTo: redirectTo ? safeRedirect(redirectTo) : "",
  };
}

const DEVICE_GONE_MESSAGE = "That device is not in your list any more.";
const NO_DEVICE_MESSAGE = "Turn on notifications on a device first.";

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "account.self");
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const fail = (errors: Record<string, string>) =>
    data({ errors, message: "Please correct the highlighted fields." }, { status: 400 });
  const toast = (message: string) => redirectWithToast(ACCOUNT_PATH, message, { secure: app.config.isProduction });

  switch (form.get("intent")) {
    case "remove-device": {
      const parsed = PushDeviceRemoveSchema.safeParse(Object.fromEntries(form));
      const removed = parsed.success && (await removePushDevice(app.db, staff.id, parsed.data.deviceId));
      if (!removed) return data({ errors: {}, deviceMessage: DEVICE_GONE_MESSAGE }, { status: 400 });
      app.logger.info({ event: "staff.push-device-removed", userId: staff.id }, "push device removed");
      return toast("The device no longer gets notifications.");
    }
    case "digest": {
      const parsed = DigestPreferenceSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return fail({});
      await setStaffDigestEnabled(app.db, staff.id, parsed.data.digestEnabled);
      app.logger.info({ event: "staff.digest-preference", userId: staff.id }, "digest preference changed");
      return toast(
        parsed.data.digestEnabled
          ? "You will get the morning digest on working days."
          : "You will no longer get the morning digest.",
      );
    }
    case "test-push": {
      const devices = await listPushDevices(app.db, staff.id);
      if (devices.length === 0) return data({ errors: {}, deviceMessage: NO_DEVICE_MESSAGE }, { status: 400 });
      await enqueuePushTest(app.db, staff.id);
      return toast(
        `A test notification is on its way to your ${devices.length === 1 ? "device" : `${devices.length} devices`}.`,
      );
    }
  }

  const parsed = ChangeOwnPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(fieldErrors(parsed.error));
  const hash = await getStaffPasswordHash(app.db, staff.id);
  if (!hash || !(await verifyPassword(hash, parsed.data.currentPassword))) {
    return fail({ currentPassword: STAFF_MESSAGES.currentPasswordWrong });
  }
  await setStaffUserPassword(app.db, staff.id, parsed.data.newPassword, {
    temporary: false,
    keepSessionId: staff.sessionId,
  });
  app.logger.info({ event: "staff.password-changed", userId: staff.id }, "staff password changed");
  const next = staff.mustChangePassword ? safeRedirect(form.get("redirectTo")) : ACCOUNT_PATH;
  return redirectWithToast(next, "Your password has been changed. Your other sessions were signed out.", {
    secure: app.config.isProduction,
  });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const {
    username,
    email,
    role,
    office,
    mustChangePassword,
    redirectTo,
    pushPublicKey,
    devices,
    alertAfterMinutes,
    digestEnabled,
  } = loaderData;
  const deviceMessage = actionData && "deviceMessage" in actionData ? actionData.deviceMessage : null;
  const { errors, onSubmit } = useSchemaForm(ChangeOwnPasswordSchema, actionData?.errors);
  const passwordMessage = actionData && "message" in actionData ? actionData.message : null;
  return (
    <>
      <StaffPageTitle title="Account & password" />
      <AdminPageHeader
        title="Account & password"
        description={`${username} · ${role}${office ? ` · ${office} office` : ""} · ${email}`}
      />
      {mustChangePassword && (
        <div
          role="status"
          className="mb-5 flex max-w-2xl items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="font-semibold">Choose your own password to continue.</strong> Your password was set by an
            administrator; the rest of the staff area opens once you have replaced it.
          </p>
        </div>
      )}
      <AdminPanel title="Change password" className="max-w-2xl">
        <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormMessage message={passwordMessage} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <AdminTextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <AdminTextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`}
            error={errors.newPassword}
          />
          <AdminTextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <div>
            <SubmitButton busyLabel="Changing...">Change password</SubmitButton>
          </div>
        </Form>
      </AdminPanel>
      {!mustChangePassword && (
        <AdminPanel
          title="Notifications on your phone"
          description={`New leads, leads given to you, consultations booked, moved or cancelled online, and leads nobody has contacted within ${alertAfterMinutes} office minutes.`}
          className="mt-6 max-w-2xl"
        >
          <div className="flex flex-col gap-5">
            {pushPublicKey ? (
              <PushNotificationsButton publicKey={pushPublicKey} />
            ) : (
              <p className="text-sm text-slate-700">Notifications are not set up on this server.</p>
            )}
            <FormMessage message={deviceMessage} />
            <section aria-labelledby="devices-heading">
              <h3 id="devices-heading" className="text-sm font-semibold text-slate-900">
                Your devices
              </h3>
              {devices.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700">No device gets notifications yet.</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
                  {devices.map((device) => (
                    <li key={device.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                      <Smartphone aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-slate-900">{device.label}</p>
                        <p className="text-xs text-slate-700">
                          Added {device.added} ·{" "}
                          {device.lastPush ? `Last notification ${device.lastPush}` : "No notification yet"}
                        </p>
                      </div>
                      <Form method="post">
                        <input type="hidden" name="deviceId" value={device.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="remove-device"
                          className={dangerButtonClass}
                          aria-label={`Remove ${device.label}, added ${device.added}`}
                        >
                          Remove
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {devices.length > 0 && (
              <Form method="post">
                <SubmitButton intent="test-push" busyLabel="Sending..." className={secondaryButtonClass}>
                  Send me a test notification
                </SubmitButton>
              </Form>
            )}
          </div>
        </AdminPanel>
      )}
      {!mustChangePassword && (
        <AdminPanel
          title="Morning digest"
          description={`An e-mail at ${formatClockTime(DIGEST_TIME)} on working days with your overdue and today's tasks, stale leads and today's consultations${role === "Sales" ? "" : ", and the leads nobody has assigned or contacted"}. Nothing is sent on a day with nothing to say.`}
          className="mt-6 max-w-2xl"
        >
          <Form method="post" className="flex flex-col gap-4" id="digest">
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900">
              <input
                type="checkbox"
                name="digestEnabled"
                defaultChecked={digestEnabled}
                className="size-5 rounded border-slate-400 text-sky-700 focus-visible:ring-2 focus-visible:ring-sky-600"
              />
              E-mail me the morning digest
            </label>
            <div>
              <SubmitButton intent="digest" busyLabel="Saving..." className={secondaryButtonClass}>
                Save
              </SubmitButton>
            </div>
          </Form>
        </AdminPanel>
      )}
    </>
  );
}
