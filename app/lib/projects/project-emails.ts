// The e-mails of a pool project (server/jobs/project-jobs.ts sends them, built from the project as it stands when
// the job runs). The homeowner's are in their language and always say what changed, what is next, what to do
// before it, and carry the link to their page; the office's copy of a homeowner's message is staff's, in English.
import type { ProjectStageKind, ProjectStageStatus } from "#db/schema/enums.ts";
import type { Company, Office } from "~/lib/company/company-profile";
import type { Locale } from "~/lib/i18n/locale";
import type { TextAreas } from "~/lib/i18n/texts";
import { fill, plural } from "~/lib/i18n/translate";
import { type EmailMessage, quotedVisitorText, visitorName } from "~/lib/leads/lead-emails";
import type { PaymentMilestoneId } from "~/lib/projects/payment-schedule";
import type { PaymentPlan } from "~/lib/projects/payment-plan";
import { milestoneCompletedBy, stageWordsIn } from "~/lib/projects/project-stages";
import { staffLeadPath } from "~/lib/staff/staff-push-message";
import { formatDollars, formatLongDate } from "~/lib/text/plain-format";
import { asOneLine, withoutInvalidCharacters } from "~/lib/text/text-characters";

/** The words of the homeowner's e-mails in one language (app/content/texts/project-emails.server.ts). */
export interface ProjectEmailLanguage {
  locale: Locale;
  texts: TextAreas["projectEmails"];
  stages: TextAreas["projectStages"];
  /** The milestones' names and when each falls due, as the packages page states them. */
  payment: TextAreas["packagesStatic"]["payment"];
}

/** Who writes and to whom: the homeowner, the company and the office nearest the pool. */
export interface ProjectEmailParties {
  company: Company;
  office: Office;
  homeowner: { firstName: string; email: string };
}

export interface StageForEmail {
  id: number;
  kind: ProjectStageKind;
  title: string | null;
  status: ProjectStageStatus;
  plannedOn: string | null;
  startedOn: string | null;
  doneOn: string | null;
  delayReason: string | null;
  homeownerNote: string | null;
}

/** A stage's name in the reader's language; a custom stage is named by staff. */
const stageName = (stage: Pick<StageForEmail, "kind" | "title">, language: ProjectEmailLanguage) =>
  asOneLine(stageWordsIn(language.stages, stage).name);

/** "March 30, 2026" / "30 de marzo de 2026" for a stored day ("2026-03-30"). */
function day(isoDay: string, locale: Locale): string {
  return formatLongDate(new Date(`${isoDay}T12:00:00Z`), "UTC", locale);
}

const money = (cents: number) => formatDollars(cents / 100, 2);

/** What the homeowner must do before a stage: its kind's standard to-do and the note staff wrote for it. */
function stageTodoLines(stage: StageForEmail, language: ProjectEmailLanguage): string[] {
  const { texts } = language;
  const { todo } = stageWordsIn(language.stages, stage);
  const note = stage.homeownerNote ? withoutInvalidCharacters(stage.homeownerNote).trim() : "";
  return [...(todo ? [fill(texts.todo, { todo })] : []), ...(note ? [fill(texts.note, { note })] : [])];
}

/** The stage that comes next (the first not done, other than `after`), with its date and the homeowner's to-do. */
function nextStageLines(
  stages: readonly StageForEmail[],
  language: ProjectEmailLanguage,
  after?: StageForEmail,
): string[] {
  const next = stages.find((stage) => stage.status !== "done" && stage.id !== after?.id);
  if (!next) return [];
  const { texts, locale } = language;
  const name = stageName(next, language);
  return [
    next.plannedOn
      ? fill(texts.next, { stage: name, date: day(next.plannedOn, locale) })
      : fill(texts.nextUndated, { stage: name }),
    ...stageTodoLines(next, language),
  ];
}

/** The e-mail around the news: greeting, the news, the link, how to reach the office, the signature. */
function homeownerEmail(
  parties: ProjectEmailParties,
  language: ProjectEmailLanguage,
  subject: string,
  paragraphs: readonly (readonly string[])[],
  /** The link (none while it is revoked), unless the news already gave it; whether to say how to stop updates. */
  closing: { url: string | null; linkGiven?: boolean; updates?: boolean },
): EmailMessage {
  const { company, office, homeowner } = parties;
  const { texts } = language;
  const contact = { office: office.name, phone: office.phone };
  const blocks = [
    [fill(texts.greeting, { name: visitorName(homeowner.firstName) })],
    ...paragraphs.filter((lines) => lines.length > 0),
    ...(closing.url
      ? [[...(closing.linkGiven ? [] : [fill(texts.link, { url: closing.url })]), texts.linkIsYours]]
      : []),
    [fill(closing.url ? texts.questions : texts.call, contact)],
    [fill(texts.signature, { company: company.name })],
    ...(closing.updates ? [[texts.updatesFooter]] : []),
  ];
  return {
    senderName: company.name,
    to: [homeowner.email],
    replyTo: office.email,
    subject,
    text: blocks.map((lines) => lines.join("\n")).join("\n\n"),
  };
}

export type ProjectLinkReason = "started" | "reissued" | "requested";

/** The link to the homeowner's page: when the project starts, when staff issue a new one, and when they ask. */
export function projectLinkEmail(
  parties: ProjectEmailParties,
  language: ProjectEmailLanguage,
  input: { reason: ProjectLinkReason; url: string; stages: readonly StageForEmail[] },
): EmailMessage {
  const words = language.texts.linkEmail;
  const company = parties.company.name;
  const subject = fill(words[`${input.reason}Subject`], { company });
  return homeownerEmail(
    parties,
    language,
    subject,
    [
      [words[input.reason]],
      [fill(words.open, { url: input.url })],
      input.reason === "started" ? nextStageLines(input.stages, language) : [],
    ],
    { url: input.url, linkGiven: true },
  );
}

export type StageEvent = "stage-started" | "stage-done" | "stage-delayed";

/** A stage started, done or delayed (with its reason), what is next, and a payment its completion makes due. */
export function projectStageEmail(
  parties: ProjectEmailParties,
  language: ProjectEmailLanguage,
  input: {
    event: StageEvent;
    stage: StageForEmail;
    stages: readonly StageForEmail[];
    plan: PaymentPlan;
    url: string;
    /** The office's date, for a stage whose day was not recorded. */
    today: string;
  },
): EmailMessage {
  const { texts, locale } = language;
  const words = texts.update;
  const { stage, stages, plan } = input;
  const name = stageName(stage, language);
  let subject: string;
  let news: string[];
  if (input.event === "stage-started") {
    subject = fill(words.startedSubject, { stage: name });
    news = [
      fill(words.started, { stage: name, date: day(stage.startedOn ?? input.today, locale) }),
      ...(stage.plannedOn && stage.plannedOn > (stage.startedOn ?? input.today)
        ? [fill(words.startedPlanned, { date: day(stage.plannedOn, locale) })]
        : []),
    ];
  } else if (input.event === "stage-done") {
    subject = fill(words.doneSubject, { stage: name });
    news = [fill(words.done, { stage: name, date: day(stage.doneOn ?? input.today, locale) })];
  } else {
    subject = fill(words.delayedSubject, { stage: name });
    news = [
      fill(words.delayed, { stage: name }),
      fill(words.reason, { reason: asOneLine(stage.delayReason ?? "").trim() }),
      stage.plannedOn && stage.plannedOn >= input.today
        ? fill(words.newDate, { date: day(stage.plannedOn, locale) })
        : words.noDate,
      words.sorry,
    ];
  }
  const madeDue =
    input.event === "stage-done"
      ? plan.lines.find((line) => line.id === milestoneCompletedBy(stage.kind) && line.state === "due")
      : undefined;
  const finished = input.event === "stage-done" && stages.every((each) => each.status === "done");
  return homeownerEmail(
    parties,
    language,
    subject,
    [
      news,
      madeDue
        ? [
            fill(words.paymentDue, {
              milestone: language.payment.milestones[madeDue.id].label,
              amount: money(madeDue.amountCents - madeDue.paidCents),
            }),
          ]
        : [],
      finished ? [words.finished] : nextStageLines(stages, language, input.event === "stage-done" ? undefined : stage),
    ],
    { url: input.url, updates: true },
  );
}

/** A payment received: how much, how, toward which milestone, what is paid and left, and the next payment. */
export function projectPaymentEmail(
  parties: ProjectEmailParties,
  language: ProjectEmailLanguage,
  input: {
    payment: {
      amountCents: number;
      paidOn: string;
      method: string;
      milestone: PaymentMilestoneId;
    };
    plan: PaymentPlan;
    url: string;
  },
): EmailMessage {
  const { texts, locale, payment: schedule } = language;
  const words = texts.update;
  const { payment, plan } = input;
  const amount = money(payment.amountCents);
  const next = plan.lines.find((line) => line.paidCents < line.amountCents);
  return homeownerEmail(
    parties,
    language,
    fill(words.paymentSubject, { amount }),
    [
      [
        fill(words.payment, {
          amount,
          method: Object.hasOwn(words.methods, payment.method)
            ? words.methods[payment.method as keyof typeof words.methods]
            : payment.method,
          date: day(payment.paidOn, locale),
          milestone: schedule.milestones[payment.milestone].label,
        }),
        fill(words.paid, {
          paid: money(plan.paidCents),
          total: money(plan.contractCents),
          balance: money(Math.max(0, plan.balanceCents)),
        }),
      ],
      [
        next
          ? fill(words.nextPayment, {
              milestone: schedule.milestones[next.id].label,
              amount: money(next.amountCents - next.paidCents),
              due: schedule.milestones[next.id].due,
            })
          : words.paidInFull,
      ],
    ],
    { url: input.url, updates: true },
  );
}

/** The photos (counted per stage) and documents (kind and title) added since the last such e-mail. */
export function projectFilesEmail(
  parties: ProjectEmailParties,
  language: ProjectEmailLanguage,
  input: {
    photos: readonly { stageId: number | null }[];
    documents: readonly { kind: string; title: string }[];
    stages: readonly StageForEmail[];
    url: string;
  },
): EmailMessage {
  const { texts, locale } = language;
  const words = texts.files;
  const { photos, documents, stages } = input;
  const subject =
    photos.length && documents.length
      ? words.bothSubject
      : photos.length
        ? words.photosSubject
        : words.documentsSubject;
  // Photos by stage, in the stages' order; those of no stage (or of one removed since) last.
  const groups = [...stages, undefined]
    .map((stage) => ({
      stage,
      count: photos.filter((photo) =>
        stage ? photo.stageId === stage.id : !stages.some((each) => each.id === photo.stageId),
      ).length,
    }))
    .filter((group) => group.count > 0);
  const photoLines = groups.map(({ stage, count }) => {
    const counted = plural(locale, count, words.photos);
    return `- ${stage ? `${stageName(stage, language)}: ${counted}` : counted}`;
  });
  const documentLines = documents.map(
    (document) =>
      `- ${Object.hasOwn(words.documentKinds, document.kind) ? words.documentKinds[document.kind as keyof typeof words.documentKinds] : words.documentKinds.other}: ${asOneLine(document.title).trim()}`,
  );
  return homeownerEmail(
    parties,
    language,
    subject,
    [[words.intro, ...photoLines, ...documentLines], documents.length ? [words.documentsPrivate] : []],
    { url: input.url, updates: true },
  );
}

/** A message from the office, to the homeowner; without a link while their link is revoked. */
export function projectMessageToHomeownerEmail(
  parties: ProjectEmailParties,
  language: ProjectEmailLanguage,
  input: { body: string; url: string | null },
): EmailMessage {
  const words = language.texts.message;
  return homeownerEmail(
    parties,
    language,
    fill(words.subject, { company: parties.company.name }),
    [
      [words.intro],
      [withoutInvalidCharacters(input.body).trim()],
      input.url ? [fill(words.answer, { url: input.url })] : [],
    ],
    { url: input.url, linkGiven: true },
  );
}

/**
 * A homeowner's message, to their rep (or the office): who wrote, about which pool, their words quoted as theirs,
 * and the lead page where the answer is written, so it is kept with the project and reaches the homeowner.
 */
export function projectMessageToOfficeEmail(
  company: Company,
  input: {
    lead: { id: number; firstName: string; lastName: string | null; language: string };
    poolName: string | null;
    body: string;
    recipients: string[];
    siteUrl: string;
  },
): EmailMessage {
  const { lead } = input;
  const name = visitorName(lead.firstName, lead.lastName);
  const pool = input.poolName ? asOneLine(input.poolName).trim() : null;
  return {
    senderName: company.name,
    to: input.recipients,
    subject: `Project message from ${name}${pool ? ` (${pool})` : ""}`,
    text: [
      `${name} wrote from their pool project page (lead #${lead.id}).`,
      ...(lead.language === "es" ? ["Language: prefers Spanish"] : []),
      "",
      ...quotedVisitorText("The homeowner wrote:", input.body),
      "",
      `Answer on the lead page, so the answer is kept with the project and e-mailed to the homeowner:`,
      `${input.siteUrl.replace(/\/+$/, "")}${staffLeadPath(lead.id)}`,
    ].join("\n"),
  };
}
