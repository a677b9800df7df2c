// The shapes a staff content form and its server action share. Types only, so the forms (browser code) can
// name them without importing the server module that parses and writes.

/** A refused form: the message, each field's error, and the text as posted, so the form shows it again. */
export interface ContentFormFailure {
  message: string;
  errors: Record<string, string>;
  /** The posted text of each field, so the form shows it again. */
  values: Record<string, string>;
}

/** A kind of content record as its staff pages handle it. */
export interface ContentRecordKind {
  /** What staff call one ("FAQ item"); log events are named after it (content.faq-item-updated). */
  noun: string;
  /** The log field of the record's id, e.g. "faqItemId". */
  idField: string;
  /** The list a save or delete returns to. */
  listPath: string;
  /** The 404 message of an unknown or vanished record. */
  notFoundMessage: string;
}
