import { AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentFieldGroup } from "~/components/admin/content/content-fields";
import { ImageUpload, UPLOAD_HINT } from "~/components/admin/media/image-upload";
import { VideoAddressField } from "~/components/admin/media/video-upload";
import { SettingsForm } from "~/components/admin/settings/settings-form";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { VIDEO_SLOTS } from "~/lib/content/video-slots";
import { requireStaff } from "~/services/staff/auth.server";
import {
  type ContentFormFailure,
  contentFormFailure,
  parseContentFields,
} from "~/services/content/content-form.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { readFormBody } from "~/lib/http/http.server";
import {
  SITE_VIDEOS_FORM_FIELDS,
  SiteVideosFormSchema,
  siteVideosFormValues,
  videoFieldName,
} from "~/lib/schemas/site-videos";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { getSetting, saveSetting, settingsUpdates } from "~/models/site-settings.server";
import type { Route } from "./+types/videos";

const PATH = "/admin/videos";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const [videos, updates] = await Promise.all([getSetting(db, "videos"), settingsUpdates(db)]);
  const savedAt = updates.get("videos");
  return { values: siteVideosFormValues(videos), lastSaved: savedAt ? formatStaffDateTime(savedAt) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const parsed = parseContentFields(await readFormBody(request), SiteVideosFormSchema, SITE_VIDEOS_FORM_FIELDS);
  if (!parsed.ok) return contentFormFailure(parsed.failure);
  await saveSetting(app.db, "videos", parsed.data, staff.id);
  app.logger.info({ event: "settings.videos-saved", by: staff.id }, "videos saved");
  return redirectWithToast(PATH, "Videos saved.", { secure: app.config.isProduction });
}

export default function VideosPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData as ContentFormFailure | undefined;
  const values = failure?.values ?? loaderData.values;
  const { errors, onSubmit } = useSchemaForm(SiteVideosFormSchema, failure?.errors);
  return (
    <>
      <StaffPageTitle title="Videos" />
      <AdminPageHeader
        title="Videos"
        description="The videos on the public pages. A place without a video shows no play button, only a link to the same story in words."
      />
      <AdminPanel className="max-w-4xl">
        {/* Keyed by what is stored: after a save the fields show the videos as stored (a pasted youtu.be link as
            its watch page), not what was typed. */}
        <SettingsForm
          key={JSON.stringify(loaderData.values)}
          section="videos"
          failure={failure}
          intro="Paste a YouTube or Vimeo link, upload an MP4 file or paste the https:// address of one, and upload the picture visitors see until they press play. The player and the video load only when a visitor presses play. Clear the video field to take a video off the site."
          lastSaved={loaderData.lastSaved}
          submitLabel="Save videos"
          onSubmit={onSubmit}
        >
          {VIDEO_SLOTS.map((slot) => (
            <ContentFieldGroup key={slot.id} legend={slot.label}>
              <VideoAddressField
                label="Video"
                name={videoFieldName(slot.id, "video")}
                placeholder="https://www.youtube.com/watch?v=… or https://vimeo.com/…"
                defaultValue={values[videoFieldName(slot.id, "video")] ?? ""}
                error={errors[videoFieldName(slot.id, "video")]}
                hint="Blank: no video here."
              />
              <ImageUpload
                name={videoFieldName(slot.id, "poster")}
                label="Poster image"
                defaultValue={values[videoFieldName(slot.id, "poster")] ?? ""}
                error={errors[videoFieldName(slot.id, "poster")]}
                hint={`A still from the video, 16:9. ${UPLOAD_HINT}`}
              />
              <AdminTextField
                label="Title"
                name={videoFieldName(slot.id, "title")}
                autoComplete="off"
                maxLength={100}
                defaultValue={values[videoFieldName(slot.id, "title")] ?? ""}
                error={errors[videoFieldName(slot.id, "title")]}
                hint="Shown on the poster and read out as the play button's name."
              />
              <AdminTextField
                label="Caption"
                name={videoFieldName(slot.id, "caption")}
                autoComplete="off"
                maxLength={160}
                defaultValue={values[videoFieldName(slot.id, "caption")] ?? ""}
                error={errors[videoFieldName(slot.id, "caption")]}
                hint="Optional. One line under the title."
              />
            </ContentFieldGroup>
          ))}
        </SettingsForm>
      </AdminPanel>
    </>
  );
}
