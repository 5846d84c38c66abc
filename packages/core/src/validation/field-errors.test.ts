import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues, issueToFieldMessage } from './field-errors.ts';
import { isMessageKey } from '../messages/catalogue.ts';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  // zod leaves the input out of issues; the API adds it back from the request.
  return result.error.issues.map((issue) => ({
    ...issue,
    input: issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown>)?.[key], input),
  }));
}

describe('field errors from zod issues', () => {
  const schema = z.object({
    email: z.email(),
    description: z.string().min(10),
    title: z.string().max(5),
    voucher: z.string().regex(/^[A-Za-z0-9]+$/, 'invalid'),
    note: z.string().min(2, 'add_review'),
  });

  it('maps each kind of failure to its catalogue key', () => {
    const fields = fieldErrorsFromIssues(
      issuesOf(schema, { email: 'x', description: 'short', title: 'too long', voucher: 'A-1', note: 'a' }),
      isMessageKey,
    );
    expect(fields).toEqual({
      email: [{ key: 'email_invalid' }],
      description: [{ key: 'min_length', params: { n: 10 } }],
      title: [{ key: 'max_length', params: { n: 5 } }],
      voucher: [{ key: 'invalid' }],
      note: [{ key: 'add_review', params: { n: 2 } }],
    });
  });

  it('calls a missing or empty field required', () => {
    const fields = fieldErrorsFromIssues(issuesOf(schema, { description: '' }), isMessageKey);
    expect(fields.email).toEqual([{ key: 'required' }]);
    expect(fields.description).toEqual([{ key: 'required' }]);
  });

  it('says only "required" of an empty field that also breaks its other rules', () => {
    const contact = z.object({
      contact: z
        .string()
        .trim()
        .min(1)
        .regex(/^\+?[0-9 ()-]{6,20}$/, 'invalid'),
    });
    expect(fieldErrorsFromIssues(issuesOf(contact, { contact: '' }), isMessageKey)).toEqual({
      contact: [{ key: 'required' }],
    });
    expect(fieldErrorsFromIssues(issuesOf(contact, { contact: 'abc' }), isMessageKey)).toEqual({
      contact: [{ key: 'invalid' }],
    });
  });

  it('shows each broken rule of a field once, and a bare "invalid" only when nothing says more', () => {
    const code = z.object({
      code: z.string().min(6).regex(/^\d+$/, 'invalid').regex(/^\d+$/, 'invalid'),
    });
    expect(fieldErrorsFromIssues(issuesOf(code, { code: 'ab' }), isMessageKey)).toEqual({
      code: [{ key: 'min_length', params: { n: 6 } }],
    });
    expect(fieldErrorsFromIssues(issuesOf(code, { code: 'abcdefg' }), isMessageKey)).toEqual({
      code: [{ key: 'invalid' }],
    });
  });

  it('puts issues about the whole object under "_"', () => {
    expect(fieldErrorsFromIssues([{ code: 'custom', message: 'password_mismatch', path: [] }], isMessageKey)).toEqual({
      _: [{ key: 'password_mismatch' }],
    });
    expect(issueToFieldMessage({ code: 'custom', message: 'whatever', path: ['x'], input: 1 }, isMessageKey)).toEqual({
      key: 'invalid',
    });
  });
});
