/** The product page's own page parameter for its questions, so it never moves another list on the page. */
export const QUESTIONS_PAGE_PARAM = 'questions_page';
