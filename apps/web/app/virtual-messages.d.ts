// The error catalogue in one language (scripts/messages-by-language.ts).
declare module 'virtual:messages/*' {
  const table: Record<string, string>;
  export default table;
  export const labels: Record<string, string>;
}
