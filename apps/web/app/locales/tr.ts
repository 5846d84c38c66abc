// Every Turkish namespace in one chunk, loaded only when the page is in Turkish.
const files = import.meta.glob<Record<string, unknown>>('./tr/*.json', { eager: true, import: 'default' });
export default files;

/** The error catalogue's texts and field names in this language only (scripts/messages-by-language.ts). */
export { default as messages, labels as fieldLabels } from 'virtual:messages/tr';
