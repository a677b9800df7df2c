// Where each form of the staff project page lives, by its intent: without scripts the action redirects to the page
// at the section's #anchor, so the browser lands on the section that was saved.

export const PROJECT_PAGE_SECTION_OF = {
  details: "details",
  "stage-start": "stages",
  "stage-done": "stages",
  "stage-delay": "stages",
  "stage-planned": "stages",
  "stage-plan": "stages",
  "stage-move": "stages",
  "stage-add": "stages",
  "stage-remove": "stages",
  "payment-add": "payments",
  "payment-remove": "payments",
  "photo-add": "photos",
  "photo-remove": "photos",
  "document-add": "documents",
  "document-remove": "documents",
  "link-email": "link",
  "link-revoke": "link",
  "link-reissue": "link",
  warranty: "warranty",
} as const;

export type ProjectPageIntent = keyof typeof PROJECT_PAGE_SECTION_OF;
export const PROJECT_PAGE_INTENTS = Object.keys(PROJECT_PAGE_SECTION_OF) as ProjectPageIntent[];

/** The two forms that send a file (multipart): their intent rides in the form's address, read before the body. */
export const PROJECT_UPLOAD_INTENTS = ["photo-add", "document-add"] as const satisfies readonly ProjectPageIntent[];

/** A failed post's answer: which form, its message, its field errors and what was typed. */
export interface ProjectActionFailure {
  intent: ProjectPageIntent;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** The row the form was for (a stage, a payment), so only that row's form shows the answer. */
  rowId?: string;
}

/** The staff project page's address (its data request too): its photo and document forms post files of up to 10 MB. */
export const PROJECT_PAGE_PATH = /^\/admin\/projects\/\d{1,9}(?:\.data)?$/;
