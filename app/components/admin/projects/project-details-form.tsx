// The pool as sold, its color and the address of the work, as staff correct them after the project started.
import { Form } from "react-router";
import { AdminSelectField, AdminTextField, FormMessage, SubmitButton } from "~/components/admin/admin-form";
import type { ProjectActionFailure } from "~/lib/projects/project-page-sections";
import { PROJECT_DETAIL_MAX } from "~/lib/schemas/project-details";
import { failureFor, sectionAction } from "./project-form-parts";

export function ProjectDetailsForm({
  project,
  poolOptions,
  failure,
}: {
  project: { poolId: number | null; poolName: string | null; color: string | null; address: string | null };
  poolOptions: readonly { value: string; label: string }[];
  failure?: ProjectActionFailure | undefined;
}) {
  const own = failureFor(failure, ["details"]);
  const listed = poolOptions.some((option) => option.value === String(project.poolId));
  // A pool no longer in the catalogue stays as sold unless staff pick another.
  const options = listed
    ? poolOptions
    : [{ value: "", label: project.poolName ? `${project.poolName} (as sold)` : "Not chosen" }, ...poolOptions];
  return (
    <Form method="post" action={sectionAction("details")} preventScrollReset className="flex flex-col gap-3">
      <FormMessage message={own?.message} />
      <AdminSelectField
        label="Pool"
        name="poolId"
        options={options}
        defaultValue={own?.values.poolId ?? (listed ? String(project.poolId) : "")}
        error={own?.errors.poolId}
      />
      <AdminTextField
        label="Color"
        name="color"
        maxLength={PROJECT_DETAIL_MAX.color}
        defaultValue={own?.values.color ?? project.color ?? ""}
        error={own?.errors.color}
      />
      <AdminTextField
        label="Address of the work"
        name="address"
        required
        maxLength={PROJECT_DETAIL_MAX.address}
        autoComplete="off"
        defaultValue={own?.values.address ?? project.address ?? ""}
        error={own?.errors.address}
      />
      <div>
        <SubmitButton intent="details" busyLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}
