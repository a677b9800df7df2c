// The warranty registration's form, the same for staff (who fill in what was installed) and for the homeowner
// (who confirms or corrects it at handover): shell model and serial, each piece of equipment's model and serial,
// the start-up date. The homeowner's page passes its messages in the homeowner's language.
import type { WarrantyEquipment } from "#db/schema/projects.ts";
import { isIsoDate } from "~/lib/leads/lead-desk-query";
import { z } from "./zod";
import { cleanText } from "./text";

export const WARRANTY_EQUIPMENT_KINDS = [
  "pump",
  "filter",
  "heater",
  "salt-system",
] as const satisfies readonly WarrantyEquipment["kind"][];

export const WARRANTY_FIELD_MAX = { model: 200, serial: 100 } as const;

export const WARRANTY_MESSAGES = {
  modelTooLong: `A model name can be at most ${WARRANTY_FIELD_MAX.model} characters`,
  serialTooLong: `A serial number can be at most ${WARRANTY_FIELD_MAX.serial} characters`,
  serialWithoutModel: "Enter the model of this equipment, or leave its serial number empty",
  startUpOn: "Enter the start-up date",
  startUpFuture: "The start-up date cannot be in the future",
} as const;

export type WarrantyMessages = { [K in keyof typeof WARRANTY_MESSAGES]: string };

const formText = (max: number, tooLong: string) =>
  z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : v), cleanText(max, tooLong));

/** The form's fields: shellModel, shellSerial, <kind>Model and <kind>Serial per equipment kind, startUpOn. */
export function warrantyRegistrationSchema(today: () => string, messages: WarrantyMessages = WARRANTY_MESSAGES) {
  const equipmentFields = Object.fromEntries(
    WARRANTY_EQUIPMENT_KINDS.flatMap((kind) => [
      [`${kind}Model`, formText(WARRANTY_FIELD_MAX.model, messages.modelTooLong)],
      [`${kind}Serial`, formText(WARRANTY_FIELD_MAX.serial, messages.serialTooLong)],
    ]),
  ) as Record<`${WarrantyEquipment["kind"]}${"Model" | "Serial"}`, ReturnType<typeof formText>>;
  return z
    .object({
      shellModel: formText(WARRANTY_FIELD_MAX.model, messages.modelTooLong),
      shellSerial: formText(WARRANTY_FIELD_MAX.serial, messages.serialTooLong),
      startUpOn: formText(10, messages.startUpOn).pipe(
        z
          .string()
          .min(1, messages.startUpOn)
          .refine(isIsoDate, messages.startUpOn)
          .refine((v) => v <= today(), messages.startUpFuture),
      ),
      ...equipmentFields,
    })
    .superRefine((values, ctx) => {
      for (const kind of WARRANTY_EQUIPMENT_KINDS) {
        if (values[`${kind}Serial`] && !values[`${kind}Model`]) {
          ctx.addIssue({ code: "custom", path: [`${kind}Model`], message: messages.serialWithoutModel });
        }
      }
    })
    .transform((values) => ({
      shellModel: values.shellModel || null,
      shellSerial: values.shellSerial || null,
      startUpOn: values.startUpOn,
      equipment: WARRANTY_EQUIPMENT_KINDS.filter((kind) => values[`${kind}Model`]).map((kind): WarrantyEquipment => ({
        kind,
        model: values[`${kind}Model`],
        serial: values[`${kind}Serial`],
      })),
    }));
}

export type WarrantyRegistrationInput = z.infer<ReturnType<typeof warrantyRegistrationSchema>>;

/** The form's values from a stored registration (empty strings for what is not there). */
export function warrantyFormValues(registration: {
  shellModel: string | null;
  shellSerial: string | null;
  startUpOn: string | null;
  equipment: readonly WarrantyEquipment[];
}): Record<string, string> {
  const values: Record<string, string> = {
    shellModel: registration.shellModel ?? "",
    shellSerial: registration.shellSerial ?? "",
    startUpOn: registration.startUpOn ?? "",
  };
  for (const kind of WARRANTY_EQUIPMENT_KINDS) {
    const item = registration.equipment.find((equipment) => equipment.kind === kind);
    values[`${kind}Model`] = item?.model ?? "";
    values[`${kind}Serial`] = item?.serial ?? "";
  }
  return values;
}
