// The company profile's rules, used for the settings form (flat fields, one
// per input) and for the stored value (nested), so a bad row never reaches a
// page. Phone numbers are stored in one display form, "(352) 555-0174".
import { OFFICE_IDS, OFFICE_LOCATIONS, type OfficeId } from "~/lib/company/offices";
import { type CompanyProfile, type OfficeContact, WEEKDAYS, type Weekday } from "~/lib/company/company-profile";
import { SOCIAL_NETWORKS, type SocialLinks } from "~/lib/company/social-links";
import { SOCIAL_PAGE_RULES, isSocialPageUrl } from "~/lib/company/social-page-rules";
import { requiredLine, requiredText } from "./content-fields";
import { z } from "./zod";

const US_PHONE = /^(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function phoneField(label: string) {
  return requiredText(40, `Enter the ${label}`).pipe(
    z
      .string()
      .regex(US_PHONE, `Enter the ${label} as 10 digits, like (352) 555-0174`)
      .transform((v) => v.replace(US_PHONE, "($1) $2-$3")),
  );
}

function emailField(label: string) {
  return requiredText(254, `Enter the ${label}`).pipe(
    z.email({ message: `Enter a valid ${label}, like name@example.com` }).transform((v) => v.toLowerCase()),
  );
}

function timeField(label: string) {
  return requiredText(5, `Enter the ${label}`).pipe(z.string().regex(TIME, `Enter the ${label} as HH:MM, like 09:00`));
}

const companyFields = {
  name: requiredLine(80, "Enter the company name"),
  shortName: requiredLine(40, "Enter the short name"),
  tollFreePhone: phoneField("toll-free phone number"),
  email: emailField("general e-mail address"),
};

function officeContactFields(officeName: string) {
  return {
    phone: phoneField(`${officeName} phone number`),
    email: emailField(`${officeName} e-mail address`),
    street: requiredLine(120, `Enter the ${officeName} street address`),
    city: requiredLine(60, `Enter the ${officeName} city`),
    zip: requiredText(10, `Enter the ${officeName} ZIP code`).pipe(
      z.string().regex(/^\d{5}(-\d{4})?$/, `Enter the ${officeName} ZIP code as 5 digits`),
    ),
  };
}

function officeTimeFields(officeName: string) {
  return {
    opens: timeField(`${officeName} opening time`),
    closes: timeField(`${officeName} closing time`),
  };
}

/** An optional social page: blank is none; anything else must be a page of that network (social-links.ts). */
function socialField(network: (typeof SOCIAL_NETWORKS)[number]) {
  const rule = SOCIAL_PAGE_RULES[network.id];
  const domains = rule.domains.join(" or ");
  return z.preprocess(
    (v) =>
      v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v,
    z
      .string()
      .max(300, `The ${network.name} address is too long`)
      .refine(
        (url) => isSocialPageUrl(url, rule.domains),
        `Enter the https:// address of the company's page on ${domains}, like ${rule.example}, or leave it blank`,
      )
      .optional(),
  );
}

export const socialFieldName = (id: (typeof SOCIAL_NETWORKS)[number]["id"]) => `social.${id}`;

const StoredSocialSchema = z
  .object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network.id, socialField(network)])))
  .default({}) as unknown as z.ZodType<SocialLinks>;

const CLOSES_AFTER_OPENS = "Closing time must be after opening time";
const noDaysMessage = (officeName: string) => `Choose at least one day the ${officeName} office is open`;

const StoredOfficeSchema = z.object({
  ...officeContactFields("office"),
  hours: z
    .object({
      days: z
        .array(z.enum(WEEKDAYS))
        .min(1, noDaysMessage("listed"))
        .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
      ...officeTimeFields("office"),
    })
    .refine((hours) => hours.closes > hours.opens, { message: CLOSES_AFTER_OPENS, path: ["closes"] }),
}) as unknown as z.ZodType<OfficeContact>;

/** The stored profile (site_settings "company-profile"). */
export const CompanyProfileSchema = z.object({
  ...companyFields,
  social: StoredSocialSchema,
  offices: z.object(
    Object.fromEntries(OFFICE_IDS.map((id) => [id, StoredOfficeSchema])) as Record<OfficeId, typeof StoredOfficeSchema>,
  ),
}) as unknown as z.ZodType<CompanyProfile>;

/** Form field names: company fields, then "<office id>.<field>" and one checkbox "<office id>.<Weekday>" per day. */
export const officeFieldName = (id: OfficeId, field: string) => `${id}.${field}`;
const OFFICE_FIELD_KEYS = ["phone", "email", "street", "city", "zip", "opens", "closes"] as const;

export const COMPANY_PROFILE_FORM_FIELDS: readonly string[] = [
  ...Object.keys(companyFields),
  ...SOCIAL_NETWORKS.map((network) => socialFieldName(network.id)),
  ...OFFICE_IDS.flatMap((id) => [
    ...OFFICE_FIELD_KEYS.map((field) => officeFieldName(id, field)),
    ...WEEKDAYS.map((day) => officeFieldName(id, day)),
  ]),
];

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/** The settings form: flat fields with messages naming the office, turned into a CompanyProfile. */
export const CompanyProfileFormSchema = z
  .object({
    ...companyFields,
    ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [socialFieldName(network.id), socialField(network)])),
    ...Object.fromEntries(
      OFFICE_LOCATIONS.flatMap((office) => [
        ...Object.entries({ ...officeContactFields(office.name), ...officeTimeFields(office.name) }).map(
          ([field, schema]) => [officeFieldName(office.id, field), schema],
        ),
        ...WEEKDAYS.map((day) => [officeFieldName(office.id, day), checkbox]),
      ]),
    ),
  })
  .superRefine((values, ctx) => {
    const read = values as Record<string, unknown>;
    for (const office of OFFICE_LOCATIONS) {
      if (!WEEKDAYS.some((day) => read[officeFieldName(office.id, day)] === true)) {
        ctx.addIssue({
          code: "custom",
          message: noDaysMessage(office.name),
          path: [officeFieldName(office.id, "days")],
        });
      }
      const opens = read[officeFieldName(office.id, "opens")];
      const closes = read[officeFieldName(office.id, "closes")];
      if (typeof opens === "string" && typeof closes === "string" && closes <= opens) {
        ctx.addIssue({ code: "custom", message: CLOSES_AFTER_OPENS, path: [officeFieldName(office.id, "closes")] });
      }
    }
  })
  .transform((values): CompanyProfile => {
    const read = values as Record<string, unknown>;
    const text = (id: OfficeId, field: string) => read[officeFieldName(id, field)] as string;
    return {
      name: read.name as string,
      shortName: read.shortName as string,
      tollFreePhone: read.tollFreePhone as string,
      email: read.email as string,
      social: Object.fromEntries(
        SOCIAL_NETWORKS.flatMap((network) => {
          const url = read[socialFieldName(network.id)];
          return typeof url === "string" ? [[network.id, url]] : [];
        }),
      ) as SocialLinks,
      offices: Object.fromEntries(
        OFFICE_IDS.map((id) => [
          id,
          {
            phone: text(id, "phone"),
            email: text(id, "email"),
            street: text(id, "street"),
            city: text(id, "city"),
            zip: text(id, "zip"),
            hours: {
              days: WEEKDAYS.filter((day: Weekday) => read[officeFieldName(id, day)] === true),
              opens: text(id, "opens"),
              closes: text(id, "closes"),
            },
          },
        ]),
      ) as Record<OfficeId, OfficeContact>,
    };
  });

/** The form's text for a stored profile (what the settings page shows). */
export function companyProfileFormValues(profile: CompanyProfile): Record<string, string> {
  const values: Record<string, string> = {
    name: profile.name,
    shortName: profile.shortName,
    tollFreePhone: profile.tollFreePhone,
    email: profile.email,
  };
  for (const network of SOCIAL_NETWORKS) values[socialFieldName(network.id)] = profile.social?.[network.id] ?? "";
  for (const id of OFFICE_IDS) {
    const office = profile.offices[id];
    Object.assign(values, {
      [officeFieldName(id, "phone")]: office.phone,
      [officeFieldName(id, "email")]: office.email,
      [officeFieldName(id, "street")]: office.street,
      [officeFieldName(id, "city")]: office.city,
      [officeFieldName(id, "zip")]: office.zip,
      [officeFieldName(id, "opens")]: office.hours.opens,
      [officeFieldName(id, "closes")]: office.hours.closes,
    });
    for (const day of office.hours.days) values[officeFieldName(id, day)] = "on";
  }
  return values;
}
