// A packages-page FAQ item as staff edit it (/admin/faq): one schema for the
// browser, the route action and the tests.
import { z } from "./zod";
import { checkbox, displayOrder, requiredText, textList } from "./content-fields";
import { optionalText } from "./text";

/** The nine FAQ categories, in display order. */
export const FAQ_CATEGORIES = [
  "General Pool Information",
  "Installation & Timeline",
  "Maintenance",
  "Cost & Estimates",
  "Customization & Features",
  "Permits & Regulations",
  "Warranties & Guarantees",
  "Payments & Financing",
  "Pool Heating Options",
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_TAGS_MAX = 12;
export const FAQ_TAG_MAX_LENGTH = 40;

export const FAQ_ITEM_MESSAGES = {
  questionRequired: "Enter the question",
  questionTooLong: "Question must be at most 500 characters",
  answerRequired: "Enter the answer",
  answerTooLong: "Answer must be at most 5,000 characters",
  category: "Choose one of the nine categories",
  tagsTooMany: `Use at most ${FAQ_TAGS_MAX} tags`,
  tagTooLong: `Each tag must be at most ${FAQ_TAG_MAX_LENGTH} characters`,
  questionEsTooLong: "Spanish question must be at most 500 characters",
  answerEsTooLong: "Spanish answer must be at most 5,000 characters",
  categoryEsTooLong: "Spanish category must be at most 100 characters",
  tagsEsTooMany: `Use at most ${FAQ_TAGS_MAX} Spanish tags`,
  tagEsTooLong: `Each Spanish tag must be at most ${FAQ_TAG_MAX_LENGTH} characters`,
} as const;

const M = FAQ_ITEM_MESSAGES;

export const FaqItemSchema = z.object({
  question: requiredText(500, M.questionRequired, M.questionTooLong),
  answer: requiredText(5000, M.answerRequired, M.answerTooLong),
  category: z.enum(FAQ_CATEGORIES, M.category),
  tags: textList({
    separator: "line-or-comma",
    maxItems: FAQ_TAGS_MAX,
    maxItemLength: FAQ_TAG_MAX_LENGTH,
    tooManyMessage: M.tagsTooMany,
    itemTooLongMessage: M.tagTooLong,
    unique: true,
  }),
  isActive: checkbox,
  displayOrder,
  questionEs: optionalText(500, M.questionEsTooLong),
  answerEs: optionalText(5000, M.answerEsTooLong),
  /** The category's name on the Spanish page; the filter still sends the English category. */
  categoryEs: optionalText(100, M.categoryEsTooLong),
  tagsEs: textList({
    separator: "line-or-comma",
    maxItems: FAQ_TAGS_MAX,
    maxItemLength: FAQ_TAG_MAX_LENGTH,
    tooManyMessage: M.tagsEsTooMany,
    itemTooLongMessage: M.tagEsTooLong,
    unique: true,
  }),
});

export type FaqItemInput = z.infer<typeof FaqItemSchema>;

export const FAQ_ITEM_FIELDS = [
  "question",
  "answer",
  "category",
  "tags",
  "isActive",
  "displayOrder",
  "questionEs",
  "answerEs",
  "categoryEs",
  "tagsEs",
] as const;

export type FaqItemFormValues = Record<(typeof FAQ_ITEM_FIELDS)[number], string>;

/** A stored item as the form's text values. */
export function faqItemFormValues(item: {
  question: string;
  answer: string;
  category: string;
  tags: readonly string[];
  isActive: boolean;
  displayOrder: number;
  questionEs?: string | null;
  answerEs?: string | null;
  categoryEs?: string | null;
  tagsEs?: readonly string[] | null;
}): FaqItemFormValues {
  return {
    question: item.question,
    answer: item.answer,
    category: item.category,
    tags: item.tags.join(", "),
    isActive: item.isActive ? "on" : "",
    displayOrder: String(item.displayOrder),
    questionEs: item.questionEs ?? "",
    answerEs: item.answerEs ?? "",
    categoryEs: item.categoryEs ?? "",
    tagsEs: (item.tagsEs ?? []).join(", "),
  };
}

export const NEW_FAQ_ITEM_VALUES: FaqItemFormValues = {
  question: "",
  answer: "",
  category: "",
  tags: "",
  isActive: "on",
  displayOrder: "",
  questionEs: "",
  answerEs: "",
  categoryEs: "",
  tagsEs: "",
};

export function isFaqCategory(value: string): value is FaqCategory {
  return (FAQ_CATEGORIES as readonly string[]).includes(value);
}
