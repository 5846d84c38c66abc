import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_WRONG_RULES, SIGN_IN_ALERT_AFTER_FAILURES } from '@bedesten/core/auth/otp';
import { otpCodes, signInFailures } from '../../db/schema/identity.ts';
import { createUser, demoTrusted, latestOtp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const DAY = 24 * 3600;
const WEEK_WRONG = OTP_WRONG_RULES.find((rule) => rule.windowSeconds === 7 * DAY)!.max;
/** Past the week's budget each further code gets one try (ADR 0086), and a number gets at most 20 codes a week. */
const WEEK_GUESSES_AT_MOST = WEEK_WRONG + 20;

/**
 * Issue 10 item 5: the 4-digit code cannot be worn down. The attacker here
 * has an address for every request (so no per-address limit helps) and is
 * patient: each 429 is waited out by moving every timestamp back by its
 * Retry-After (time travel in the database).
 */
describe('one-time code caps per number and per account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  let addressCounter = 0;
  const freshAddress = () => `10.20.${Math.floor(++addressCounter / 250) % 250}.${addressCounter % 250}`;
  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });

  let elapsed = 0;
  const realStart = Date.now();
  /**
   * The clock the server sees: the seconds moved by `later` plus the real seconds the test has taken
   * (on a busy machine that can be minutes), so windows of a day or a week are measured exactly.
   */
  const now = () => elapsed + (Date.now() - realStart) / 1000;
  /** Moves every code and failure `seconds` into the past: the clock moves on. */
  async function later(seconds: number) {
    elapsed += seconds;
    await ctx.database.db.update(otpCodes).set({
      createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${otpCodes.expiresAt} - make_interval(secs => ${seconds})`,
    });
    await ctx.database.db
      .update(signInFailures)
      .set({ createdAt: sql`${signInFailures.createdAt} - make_interval(secs => ${seconds})` });
  }

  const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('sends each further code later: the countdown doubles, and asking early is refused with Retry-After', async () => {
    const user = await createUser(ctx.database);
    const send = () => post('/api/loginWithOTP', { mobile: user.mobile });
    const first = await send();
    expect(first.json().data.resend_in).toBe(60);
    expect((await send()).statusCode).toBe(429);
    await later(61);
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.json().data.resend_in).toBe(120);
    await later(61);
    const early = await send();
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    await later(60);
    const third = await send();
    expect(third.statusCode).toBe(200);
    expect(third.json().data.resend_in).toBe(240);
  });

  it('sends a number at most ten codes a day and twenty a week, however patient the caller', async () => {
    const user = await createUser(ctx.database);
    const start = now();
    const sentAt: number[] = [];
    while (now() - start < 7 * DAY) {
      const response = await post('/api/loginWithOTP', { mobile: user.mobile });
      if (response.statusCode === 200) {
        sentAt.push(now() - start);
        await later(1);
      } else {
        expect(response.statusCode).toBe(429);
        await later(Math.max(1, Number(response.headers['retry-after'])));
      }
    }
    // In any day, and any week, of the server's clock (less a few seconds between its clock and ours).
    const most = (span: number) =>
      Math.max(...sentAt.map((from) => sentAt.filter((at) => at >= from && at < from + span - 5).length));
    expect(most(DAY)).toBe(10);
    expect(most(7 * DAY)).toBe(20);
  });

  it(`lets an attacker try at most ${WEEK_GUESSES_AT_MOST} wrong codes a week at one account: under 1 % of 10 000`, async () => {
    const user = await createUser(ctx.database);
    const start = now();
    let guesses = 0;
    // One week of the server's clock: the real time the test takes counts too, or the first failures would
    // leave the window before the week is over and the attacker would seem to get more.
    while (now() - start < 7 * DAY - 5) {
      const sent = await post('/api/loginWithOTP', { mobile: user.mobile });
      if (sent.statusCode !== 200) {
        expect(sent.statusCode).toBe(429);
        await later(Math.max(1, Number(sent.headers['retry-after'])));
        continue;
      }
      const code = await latestOtp(ctx.app, `+357${user.mobile}`);
      // Five wrong guesses at this code (the worst case for the owner: every one counts).
      for (let i = 0; i < 5; i++) {
        const tried = await post('/api/loginWithOTP', { mobile: user.mobile, otp: wrongFor(code) });
        if (tried.statusCode === 400 && tried.json().code === 'otp_invalid') guesses++;
        else {
          // The code is void (the budget is spent: one try a code), or the address waits.
          expect([400, 429]).toContain(tried.statusCode);
          break;
        }
      }
      await later(61);
    }
    // The budget is reached (the attacker does get these), and past it one guess a code at most.
    expect(guesses).toBeGreaterThanOrEqual(WEEK_WRONG);
    expect(guesses).toBeLessThanOrEqual(WEEK_GUESSES_AT_MOST);
    expect(guesses / 10_000).toBeLessThan(0.01);
  });

  it('counts wrong codes at the account’s e-mail and number together, and tells the owner', async () => {
    const user = await createUser(ctx.database);
    const email = user.email!.toLowerCase();
    let wrong = 0;
    // Reset codes by e-mail, guessed wrong, until the day's ceiling.
    for (let round = 0; round < 2; round++) {
      expect((await post('/api/forgot', { email })).statusCode).toBe(200);
      const code = await latestOtp(ctx.app, email);
      for (let i = 0; i < 5 && wrong < 10; i++) {
        const tried = await post('/api/reset-email-otp-verify', { email, otp: wrongFor(code) });
        expect(tried.statusCode).toBe(400);
        wrong++;
      }
      await later(3600);
    }
    // Codes still go out (ADR 0086: no stranger locks the owner out), but neither the e-mail's nor the
    // number's code of the same account gets more than one try today.
    for (const [url, payload, to] of [
      ['/api/forgot', { email }, email],
      ['/api/loginWithOTP', { mobile: user.mobile }, `+357${user.mobile}`],
    ] as const) {
      expect((await post(url, payload)).statusCode).toBe(200);
      const code = await latestOtp(ctx.app, to);
      const verify = url === '/api/forgot' ? '/api/reset-email-otp-verify' : '/api/loginWithOTP';
      expect((await post(verify, { ...payload, otp: wrongFor(code) })).json().code).toBe('otp_invalid');
      expect((await post(verify, { ...payload, otp: code })).json().code).toBe('otp_exhausted');
    }

    const outbox = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
      headers: demoTrusted(ctx.app),
    });
    const alerts = outbox
      .json()
      .data.filter((m: { subject: string | null }) => m.subject?.includes('Someone is trying to sign in'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].body).toContain(`${SIGN_IN_ALERT_AFTER_FAILURES} wrong`);
  });

  it('never allows more than five tries at one code, even when the guesses arrive together', async () => {
    const user = await createUser(ctx.database);
    await post('/api/loginWithOTP', { mobile: user.mobile });
    const code = await latestOtp(ctx.app, `+357${user.mobile}`);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    const answers = await Promise.all(guesses.map((otp) => post('/api/loginWithOTP', { mobile: user.mobile, otp })));
    expect(answers.filter((r) => r.json().code === 'otp_invalid')).toHaveLength(5);
    const right = await post('/api/loginWithOTP', { mobile: user.mobile, otp: code });
    expect(right.json().code).toBe('otp_exhausted');
  });
});
