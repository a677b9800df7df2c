// The project's own facts staff may correct: the pool as sold, its color and the address of the work; and the
// photo and document forms (a photo under a stage with a caption, a document's kind and title).
import { z } from "./zod";
import { PROJECT_DOCUMENT_KINDS } from "#db/schema/enums.ts";
import { formId, formLine, formText } from "./project-forms";

export const PROJECT_DETAIL_MAX = { color: 100, address: 500, caption: 300, title: 200 } as const;

export const PROJECT_DETAIL_MESSAGES = {
  pool: "Choose a pool from the list",
  colorTooLong: `A color can be at most ${PROJECT_DETAIL_MAX.color} characters`,
  address: "Enter the address of the work",
  addressTooLong: `An address can be at most ${PROJECT_DETAIL_MAX.address} characters`,
  stage: "Choose a stage of this project",
  captionTooLong: `A caption can be at most ${PROJECT_DETAIL_MAX.caption} characters`,
  documentKind: "Choose what the document is",
  title: "Give the document a title the homeowner will recognize",
  titleTooLong: `A title can be at most ${PROJECT_DETAIL_MAX.title} characters`,
  photo: "No such photo on this project.",
  document: "No such document on this project.",
} as const;

/** The pool (empty: keep the pool as sold), color and address. */
export const ProjectDetailsSchema = z.object({
  poolId: z.preprocess(
    (v) => (v === undefined ? "" : v),
    z
      .string(PROJECT_DETAIL_MESSAGES.pool)
      .regex(/^(\d{1,9})?$/, PROJECT_DETAIL_MESSAGES.pool)
      .transform((v) => (v === "" ? null : Number(v))),
  ),
  color: formLine(PROJECT_DETAIL_MAX.color, PROJECT_DETAIL_MESSAGES.colorTooLong).transform((v) => v || null),
  address: formLine(PROJECT_DETAIL_MAX.address, PROJECT_DETAIL_MESSAGES.addressTooLong).pipe(
    z.string().min(1, PROJECT_DETAIL_MESSAGES.address),
  ),
});

/** A photo: under a stage (empty: the project as a whole) with an optional caption. */
export const ProjectPhotoSchema = z.object({
  stageId: z.preprocess(
    (v) => (v === undefined ? "" : v),
    z
      .string(PROJECT_DETAIL_MESSAGES.stage)
      .regex(/^(\d{1,9})?$/, PROJECT_DETAIL_MESSAGES.stage)
      .transform((v) => (v === "" ? null : Number(v))),
  ),
  caption: formText(PROJECT_DETAIL_MAX.caption, PROJECT_DETAIL_MESSAGES.captionTooLong).transform((v) => v || null),
});

export const ProjectDocumentSchema = z.object({
  kind: z.enum(PROJECT_DOCUMENT_KINDS, PROJECT_DETAIL_MESSAGES.documentKind),
  title: formLine(PROJECT_DETAIL_MAX.title, PROJECT_DETAIL_MESSAGES.titleTooLong).pipe(
    z.string().min(1, PROJECT_DETAIL_MESSAGES.title),
  ),
});

export const PhotoRefSchema = z.object({ photoId: formId(PROJECT_DETAIL_MESSAGES.photo) });
export const DocumentRefSchema = z.object({ documentId: formId(PROJECT_DETAIL_MESSAGES.document) });
