// The server half of a content form in the staff area: read the posted form,
// parse it with the form's schema (the same one the browser ran), and on
// failure answer 400 with one message per field and what was typed, so the
// page shows the errors (with or without JavaScript) and nothing is written.
import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors, jsonError, readFormBody } from "./http.server";

export const FORM_ERROR_MESSAGE = "Please correct the highlighted fields.";

export interface ContentFormFailure {
  message: string;
  errors: Record<string, string>;
  /** The posted text of each field, so the form shows it again. */
  values: Record<string, string>;
}

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
