/**
 * Lengths of what customers write on a product page (reviews, questions,
 * answers), apart from the zod schemas that enforce them: the page's forms
 * show the limits without shipping zod to every product page (ADR 0049).
 */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

export const QUESTION_MIN = 5;
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 1000;
