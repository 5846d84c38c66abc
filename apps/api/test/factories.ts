import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/identity.ts';
import { hashPassword } from '../src/lib/password.ts';

/** A password that meets SPEC.md §5, for accounts made by the factories. */
export const TEST_PASSWORD = 'Test!2345';

let testPasswordHash: Promise<string> | undefined;

/** A Cypriot mobile number nobody else in the run has (99 + six digits). */
export function uniqueMobile(): string {
  return `99${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.cy`;
}

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string | null };

/** An account straight in the database, with a password unless `password: null`. */
export async function createUser(database: Database, overrides: UserOverrides = {}) {
  const { password = TEST_PASSWORD, ...columns } = overrides;
  const passwordHash =
    password === null
      ? null
      : password === TEST_PASSWORD
        ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD))
        : await hashPassword(password);
  const [user] = await database.db
    .insert(users)
    .values({
      name: 'Eleni Georgiou',
      email: uniqueEmail(),
      countryCode: '+357',
      mobile: uniqueMobile(),
      passwordHash,
      ...columns,
    })
    .returning();
  return user!;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API and answers the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().data.token.access_token;
}

/** An account and a bearer token for it. */
export async function createSignedInUser(app: FastifyInstance, database: Database, overrides: UserOverrides = {}) {
  const user = await createUser(database, overrides);
  const token = await signIn(app, user.email!, overrides.password ?? TEST_PASSWORD);
  return { user, token, headers: bearer(token) };
}

/** The newest code the outbox holds for an e-mail address or E.164 number. */
export async function latestOtp(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const newest = response.json().data[0];
  const code = /\b(\d{4})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}
