// The server half of a content form in the staff area: read the posted form,
// parse it with the form's schema (the same one the browser ran), and on
// failure answer 400 with one message per field and what was typed, so the
// page shows the errors (with or without JavaScript) and nothing is written.
// contentCreateAction and contentEditAction are the whole action of a "new"
// and an "edit" page: permission, parse, write, log line, toast and redirect.
import { type RouterContextProvider, data } from "react-router";
import type { z } from "zod";
import type { Database } from "#db/index.server.ts";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import type { ContentFormFailure, ContentRecordKind } from "~/lib/content-form-types";
import { fieldErrors, jsonError, readFormBody } from "~/lib/http/http.server";

export type { ContentFormFailure, ContentRecordKind };

export const FORM_ERROR_MESSAGE = "Please correct the highlighted fields.";

export type ParsedContentForm<T> =
  { ok: true; data: T; form: URLSearchParams } | { ok: false; failure: ContentFormFailure; form: URLSearchParams };

/** Parses a posted form with `schema`; `fields` are echoed back on failure. */
export async function parseContentForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  fields: readonly string[],
): Promise<ParsedContentForm<z.infer<S>>> {
  const form = await readFormBody(request);
  return parseContentFields(form, schema, fields);
}

export function parseContentFields<S extends z.ZodType>(
  form: URLSearchParams,
  schema: S,
  fields: readonly string[],
): ParsedContentForm<z.infer<S>> {
  const parsed = schema.safeParse(Object.fromEntries(fields.map((name) => [name, form.get(name) ?? undefined])));
  if (parsed.success) return { ok: true, data: parsed.data, form };
  const values = Object.fromEntries(fields.map((name) => [name, form.get(name) ?? ""]));
  return { ok: false, form, failure: { message: FORM_ERROR_MESSAGE, errors: fieldErrors(parsed.error), values } };
}

/** The 400 answer of a failed content form. */
export function contentFormFailure(failure: ContentFormFailure, status = 400) {
  return data(failure, { status });
}

/** A record id from a URL segment; anything but a plain positive integer is an unknown record (404). */
export function recordIdParam(value: string | undefined, notFoundMessage: string): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw jsonError(404, notFoundMessage);
  return Number(value);
}

/**
 * What a write answers: the success toast, null when the record does not
 * exist (404), or field errors (a 400 with the form as typed; nothing written).
 */
export type ContentWriteResult = string | null | ContentFieldErrors;

/** Messages by field name of a write the database refused (a taken name, an unknown manufacturer ...). */
export interface ContentFieldErrors {
  fieldErrors: Partial<Record<string, string>>;
}

interface ContentActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

interface ContentFormOptions<S extends z.ZodType> {
  kind: ContentRecordKind;
  schema: S;
  fields: readonly string[];
}

const eventStem = (kind: ContentRecordKind) => `content.${kind.noun.toLowerCase().replace(/\s+/g, "-")}`;

/** The answer of a write: the toast and redirect to the list, a 404, or the form again with field errors. */
export function answerWrite(
  result: ContentWriteResult,
  kind: ContentRecordKind,
  form: URLSearchParams,
  fields: readonly string[],
  secure: boolean,
): Response | ReturnType<typeof contentFormFailure> {
  if (result === null) throw jsonError(404, kind.notFoundMessage);
  if (typeof result === "string") return redirectWithToast(kind.listPath, result, { secure });
  const values = Object.fromEntries(fields.map((name) => [name, form.get(name) ?? ""]));
  const errors = Object.fromEntries(
    Object.entries(result.fieldErrors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return contentFormFailure({ message: FORM_ERROR_MESSAGE, errors, values });
}

/** The action of a "new record" page: `create` writes the parsed form and answers the toast (or field errors). */
export async function contentCreateAction<S extends z.ZodType>(
  { request, context }: ContentActionArgs,
  {
    kind,
    schema,
    fields,
    create,
  }: ContentFormOptions<S> & {
    create: (input: z.infer<S>, db: Database) => Promise<{ id: number; toast: string } | ContentFieldErrors>;
  },
) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const parsed = await parseContentForm(request, schema, fields);
  if (!parsed.ok) return contentFormFailure(parsed.failure);
  const created = await create(parsed.data, app.db);
  if ("id" in created) {
    app.logger.info(
      { event: `${eventStem(kind)}-created`, [kind.idField]: created.id, by: staff.id },
      `${kind.noun} created`,
    );
  }
  return answerWrite("id" in created ? created.toast : created, kind, parsed.form, fields, app.config.isProduction);
}

/**
 * The action of an edit page, by the posted intent: "update" saves the
 * parsed form, "delete" removes the record (the delete panel's button).
 * `idParam` is the record's URL segment.
 */
export async function contentEditAction<S extends z.ZodType>(
  { request, context }: ContentActionArgs,
  {
    kind,
    schema,
    fields,
    idParam,
    update,
    remove,
  }: ContentFormOptions<S> & {
    idParam: string | undefined;
    update: (id: number, input: z.infer<S>, db: Database) => Promise<ContentWriteResult>;
    remove: (id: number, db: Database) => Promise<ContentWriteResult>;
  },
) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const id = recordIdParam(idParam, kind.notFoundMessage);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  let result: ContentWriteResult;
  switch (intent) {
    case "update": {
      const parsed = parseContentFields(form, schema, fields);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      result = await update(id, parsed.data, app.db);
      break;
    }
    case "delete":
      result = await remove(id, app.db);
      break;
    default:
      throw jsonError(400, "Unknown action.");
  }
  if (typeof result === "string") {
    const done = intent === "update" ? "updated" : "deleted";
    app.logger.info({ event: `${eventStem(kind)}-${done}`, [kind.idField]: id, by: staff.id }, `${kind.noun} ${done}`);
  }
  return answerWrite(result, kind, form, fields, app.config.isProduction);
}
