// Every English namespace in one chunk, loaded only when the page is in English.
const files = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
export default files;
