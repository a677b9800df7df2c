// The project's photos (under their stage) and the form to add one: one image per post, a plain multipart form.
import { AdminSelectField, AdminTextField } from "~/components/admin/admin-form";
import type { ProjectActionFailure } from "~/lib/projects/project-page-sections";
import { UPLOAD_ACCEPT } from "~/lib/media/upload-rules";
import { PROJECT_DETAIL_MAX } from "~/lib/schemas/project-details";
import { RemoveRowButton, UploadForm, failureFor } from "./project-form-parts";

interface PhotoView {
  id: number;
  stage: string | null;
  caption: string | null;
  src: string;
  width: number;
  height: number;
}

export function ProjectPhotos({
  photos,
  stageOptions,
  failure,
}: {
  photos: readonly PhotoView[];
  stageOptions: readonly { value: string; label: string }[];
  failure?: ProjectActionFailure | undefined;
}) {
  const addFailure = failureFor(failure, ["photo-add"]);
  return (
    <>
      {photos.length === 0 ? (
        <p className="text-sm text-slate-600">No photos yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos">
          {photos.map((photo) => (
            <li key={photo.id} className="flex flex-col gap-1 text-sm">
              <img
                src={photo.src}
                width={photo.width}
                height={photo.height}
                alt={photo.caption ?? `Photo of ${photo.stage ?? "the project"}`}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
              <span className="text-slate-700">
                {photo.stage ?? "No stage"}
                {photo.caption && <> · {photo.caption}</>}
              </span>
              <RemoveRowButton
                intent="photo-remove"
                name="photoId"
                id={photo.id}
                ariaLabel={`Remove the photo ${photo.caption ?? photo.id}`}
                failure={failure}
                wide
              />
            </li>
          ))}
        </ul>
      )}
      <UploadForm
        intent="photo-add"
        heading="Add a photo"
        fileLabel="Photo (JPEG, PNG or WebP, up to 10 MB)"
        accept={UPLOAD_ACCEPT}
        submit="Add photo"
        failure={addFailure}
      >
        <AdminSelectField
          label="Stage"
          name="stageId"
          options={[{ value: "", label: "No stage" }, ...stageOptions]}
          defaultValue={addFailure?.values.stageId ?? ""}
          error={addFailure?.errors.stageId}
        />
        <AdminTextField
          label="Caption (optional)"
          name="caption"
          maxLength={PROJECT_DETAIL_MAX.caption}
          defaultValue={addFailure?.values.caption}
          error={addFailure?.errors.caption}
        />
      </UploadForm>
    </>
  );
}
