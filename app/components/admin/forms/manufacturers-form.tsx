// The manufacturer form, shared by the new and edit pages,
// with a live preview of the home page's partner card: the public component
// itself, fed with what is typed, so the preview cannot drift from the site.
import { AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { AdminPanel } from "~/components/admin/admin-shell";
import { ContentForm, DisplayOrderField } from "~/components/admin/content/content-form";
import { AdminCheckboxField, AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import { useLiveFormValues } from "~/components/admin/content/use-live-form-values";
import { ImageUpload, UPLOAD_HINT } from "~/components/admin/media/image-upload";
import { PartnerCard, type PartnerCardTexts } from "~/components/home/partner-card";
import type { ContentFormFailure, ContentRecordKind } from "~/lib/content-form-types";
import { VISIBLE_FEATURE_COUNT, parseManufacturerDescription } from "~/lib/catalogue/manufacturer-features";
import {
  MANUFACTURER_DESCRIPTION_MAX,
  MANUFACTURER_NAME_MAX,
  ManufacturerSchema,
  type ManufacturerFormValues,
} from "~/lib/schemas/manufacturer";

export const MANUFACTURER_RECORD: ContentRecordKind = {
  noun: "manufacturer",
  idField: "manufacturerId",
  listPath: "/admin/manufacturers",
  notFoundMessage: "No such manufacturer.",
};

/** "3 pools and 9 colors", "1 pool", "no pools or colors". */
export function usageLabel({ pools, colors }: { pools: number; colors: number }): string {
  const parts = [
    pools > 0 ? `${pools} ${pools === 1 ? "pool" : "pools"}` : null,
    colors > 0 ? `${colors} ${colors === 1 ? "color" : "colors"}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" and ") : "no pools or colors";
}

type PreviewFields = Pick<ManufacturerFormValues, "name" | "description" | "logo" | "iconLogo" | "enabled">;

/** What the card makes of the description: how many features show, and lines it leaves out. */
export function describeFeatureLines(description: string): string {
  const lines = description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const { summary, features } = parseManufacturerDescription(description);
  const dropped = lines.length - features.length - (summary ? 1 : 0);
  const parts = [
    features.length === 0
      ? "No feature lines yet."
      : `${features.length} ${features.length === 1 ? "feature" : "features"}` +
        (features.length > VISIBLE_FEATURE_COUNT
          ? `: ${VISIBLE_FEATURE_COUNT} shown, ${features.length - VISIBLE_FEATURE_COUNT} behind "Show more".`
          : "."),
  ];
  if (dropped > 0) {
    parts.push(
      `${dropped} ${dropped === 1 ? "line is" : "lines are"} not shown: only the first line may be plain text; write the others as "Title - detail".`,
    );
  }
  return parts.join(" ");
}

function PartnerCardPreview({ fields, cardTexts }: { fields: PreviewFields; cardTexts: PartnerCardTexts }) {
  return (
    <AdminPanel
      title="Home page card"
      description={
        fields.enabled === "on"
          ? "Exactly as the home page shows it; it follows what you type."
          : "Hidden from the site while the manufacturer is disabled."
      }
      className="xl:sticky xl:top-4"
    >
      <div className="rounded-lg bg-sand-50 p-3 sm:p-4">
        <PartnerCard
          manufacturer={{
            id: 0,
            name: fields.name.trim() || "Manufacturer name",
            description: fields.description,
            logo: fields.logo.trim() || null,
            iconLogo: fields.iconLogo.trim() || null,
          }}
          t={cardTexts}
        />
      </div>
      <p className="mt-3 text-xs text-slate-600" aria-live="polite">
        {describeFeatureLines(fields.description)}
      </p>
    </AdminPanel>
  );
}

export function ManufacturerForm({
  initial,
  failure,
  submitLabel,
  intent,
  renameNote,
  cardTexts,
}: {
  initial: ManufacturerFormValues;
  failure: ContentFormFailure | undefined;
  submitLabel: string;
  intent?: string;
  /** What a rename also changes (edit page), shown under the name. */
  renameNote?: string | undefined;
  /** The home page card's own words, for the preview (the home page is English by default). */
  cardTexts: PartnerCardTexts;
}) {
  const { errors, onSubmit } = useSchemaForm(ManufacturerSchema, failure?.errors);
  const values = (failure?.values as ManufacturerFormValues | undefined) ?? initial;
  const {
    values: preview,
    onChange,
    setValue,
  } = useLiveFormValues<PreviewFields>({
    name: values.name,
    description: values.description,
    logo: values.logo,
    iconLogo: values.iconLogo,
    enabled: values.enabled,
  });
  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <AdminPanel>
        <ContentForm
          onSubmit={onSubmit}
          onChange={onChange}
          message={failure?.message}
          intent={intent}
          submitLabel={submitLabel}
          cancelTo={MANUFACTURER_RECORD.listPath}
        >
          <ContentFieldGroup legend="Manufacturer">
            <AdminTextField
              label="Name"
              name="name"
              required
              maxLength={MANUFACTURER_NAME_MAX}
              autoComplete="off"
              defaultValue={values.name}
              error={errors.name}
              hint={renameNote ?? "The card's heading, e.g. Latham. Pools and colors name their manufacturer by it."}
            />
            <AdminTextField
              label="Website"
              name="website"
              type="url"
              inputMode="url"
              maxLength={500}
              autoComplete="off"
              placeholder="https://"
              defaultValue={values.website}
              error={errors.website}
              hint="Optional; https:// only."
            />
            <AdminTextAreaField
              label="Description"
              name="description"
              rows={9}
              maxLength={MANUFACTURER_DESCRIPTION_MAX}
              defaultValue={values.description}
              error={errors.description}
              hint={
                <>
                  First line: a short summary. Then one feature per line, written{" "}
                  <strong className="font-semibold text-slate-800">Title - detail</strong> (a space, a dash and a
                  space), e.g. “Fast installation - Most pools are set in two weeks.” The card shows{" "}
                  {VISIBLE_FEATURE_COUNT} features and the rest behind “Show more”; the icon follows words in the title
                  (warranty, install, price, finish …).
                </>
              }
              className="sm:col-span-2"
            />
          </ContentFieldGroup>

          <ContentFieldGroup
            legend="Spanish (optional)"
            description="Shown on the Spanish pages; empty, they show the English description."
          >
            <AdminTextAreaField
              label="Spanish description"
              name="descriptionEs"
              lang="es"
              rows={9}
              maxLength={MANUFACTURER_DESCRIPTION_MAX}
              defaultValue={values.descriptionEs}
              error={errors.descriptionEs}
              hint="Written as the English one: a short summary on the first line, then one feature per line as “Title - detail”."
              className="sm:col-span-2"
            />
          </ContentFieldGroup>

          <ContentFieldGroup
            legend="Logo and icon"
            description="The card shows the logo when it is an image, otherwise the icon (or the logo's text)."
          >
            <ImageUpload
              name="logo"
              label="Logo"
              defaultValue={values.logo}
              error={errors.logo}
              onChange={(url) => setValue("logo", url)}
              hint={`${UPLOAD_HINT} Or type a site path, an https:// address or a short text mark.`}
              className="sm:col-span-2"
            />
            <AdminTextField
              label="Icon"
              name="iconLogo"
              maxLength={255}
              autoComplete="off"
              defaultValue={values.iconLogo}
              error={errors.iconLogo}
              hint="Usually an emoji, e.g. 🌊; shown when there is no logo image."
            />
          </ContentFieldGroup>

          <ContentFieldGroup legend="Display">
            <DisplayOrderField defaultValue={values.displayOrder} error={errors.displayOrder} />
            <AdminCheckboxField
              label="Enabled"
              name="enabled"
              defaultChecked={values.enabled === "on"}
              error={errors.enabled}
              hint="Disabled manufacturers are kept, with their pools and colors, but not shown on the site."
              className="sm:pt-6"
            />
          </ContentFieldGroup>
        </ContentForm>
      </AdminPanel>
      <PartnerCardPreview fields={preview} cardTexts={cardTexts} />
    </div>
  );
}
