// Apart from catalogue-resolver.ts so a field can split its messages without loading form validation (ADR 0049).
/** Several problems of one field travel as one message, one line each (see FieldErrorText). */
export const MESSAGE_SEPARATOR = '\n';
