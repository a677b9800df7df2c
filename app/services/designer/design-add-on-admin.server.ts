// The actions of the staff pages of the designer's add-ons (/admin/design-add-ons):
// the list's order and retire/restore buttons and the edit page's save. Every
// action checks the permission itself (the layout's guard covers the pages, an
// action must not rely on it), writes, logs one line and answers with a toast
// and a redirect, or the form again with its field errors and nothing written.
import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import {
  isDesignAddOnNameOffered,
  moveDesignAddOn,
  setDesignAddOnActive,
  updateDesignAddOn,
} from "~/models/design-add-ons.server";
import { requireStaff } from "~/services/staff/auth.server";
import {
  type ContentRecordKind,
  answerWrite,
  contentFormFailure,
  parseContentFields,
  recordIdParam,
} from "~/services/content/content-form.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { jsonError, readFormBody } from "~/lib/http/http.server";
import { DESIGN_ADD_ON_FIELDS, DESIGN_ADD_ON_MESSAGES, DesignAddOnSchema } from "~/lib/schemas/design-add-on";

export const DESIGN_ADD_ON_RECORD: ContentRecordKind = {
  noun: "Design add-on",
  idField: "designAddOnId",
  listPath: "/admin/design-add-ons",
  notFoundMessage: "No such add-on.",
};

const NOT_FOUND = DESIGN_ADD_ON_RECORD.notFoundMessage;

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The list's buttons: move an add-on up or down, retire or restore it. */
export const LIST_INTENTS = ["move-up", "move-down", "retire", "restore"] as const;
/** The edit page's buttons: save the form, retire or restore. */
export const EDIT_INTENTS = ["update", "retire", "restore"] as const;

type Intent = (typeof LIST_INTENTS)[number] | (typeof EDIT_INTENTS)[number];

function intentOf<T extends readonly string[]>(form: URLSearchParams, allowed: T): T[number] {
  const intent = form.get("intent") ?? "";
  if (!(allowed as readonly string[]).includes(intent)) throw jsonError(400, "Unknown action.");
  return intent;
}

async function apply(
  { context }: Pick<ActionArgs, "context">,
  id: number,
  intent: Intent,
  form: URLSearchParams,
  returnTo: string,
) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  let toast: string;
  switch (intent) {
    case "update": {
      const parsed = parseContentFields(form, DesignAddOnSchema, DESIGN_ADD_ON_FIELDS);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      if (await isDesignAddOnNameOffered(app.db, parsed.data.name, id)) {
        const taken = { fieldErrors: { name: DESIGN_ADD_ON_MESSAGES.nameTaken } };
        return answerWrite(taken, DESIGN_ADD_ON_RECORD, parsed.form, DESIGN_ADD_ON_FIELDS, app.config.isProduction);
      }
      const row = await updateDesignAddOn(app.db, id, parsed.data);
      if (!row) throw jsonError(404, NOT_FOUND);
      toast = `${row.name} saved.`;
      returnTo = DESIGN_ADD_ON_RECORD.listPath;
      break;
    }
    case "retire":
    case "restore": {
      const row = await setDesignAddOnActive(app.db, id, intent === "restore");
      if (!row) throw jsonError(404, NOT_FOUND);
      toast =
        intent === "retire"
          ? `${row.name} retired: the designer no longer offers it.`
          : `${row.name} restored: the designer offers it again.`;
      break;
    }
    case "move-up":
    case "move-down": {
      if (!(await moveDesignAddOn(app.db, id, intent === "move-up" ? "up" : "down"))) throw jsonError(404, NOT_FOUND);
      toast = intent === "move-up" ? "Moved up." : "Moved down.";
      break;
    }
  }
  const done = { update: "updated", retire: "retired", restore: "restored", "move-up": "moved", "move-down": "moved" }[
    intent
  ];
  app.logger.info(
    { event: `content.design-add-on-${done}`, [DESIGN_ADD_ON_RECORD.idField]: id, by: staff.id },
    `Design add-on ${done}`,
  );
  return redirectWithToast(returnTo, toast, { secure: app.config.isProduction });
}

/** The list page's action: `id` and `intent` (move-up, move-down, retire, restore) from its row buttons. */
export async function designAddOnListAction({ request, context }: ActionArgs) {
  requireStaff(context, "content.manage");
  const form = await readFormBody(request);
  const intent = intentOf(form, LIST_INTENTS);
  const id = recordIdParam(form.get("id") ?? undefined, NOT_FOUND);
  return apply({ context }, id, intent, form, DESIGN_ADD_ON_RECORD.listPath);
}

/** The edit page's action: save the form (intent update), or retire / restore and come back to the page. */
export async function designAddOnEditAction({ request, context }: ActionArgs, idParam: string | undefined) {
  requireStaff(context, "content.manage");
  const id = recordIdParam(idParam, NOT_FOUND);
  const form = await readFormBody(request);
  const intent = intentOf(form, EDIT_INTENTS);
  return apply({ context }, id, intent, form, `${DESIGN_ADD_ON_RECORD.listPath}/${id}`);
}
