import {
  backoffDecision,
  combineDecisions,
  OTP_LENGTH,
  OTP_SEND_HISTORY_SECONDS,
  OTP_SEND_RULES_PER_ACCOUNT,
  OTP_SEND_RULES_PER_DESTINATION,
  OTP_SEND_RULES_PER_IP,
  OTP_TTL_SECONDS,
  otpBackoffSeconds,
  sendDecision,
  type OtpChannel,
  type OtpPurpose,
} from '@bedesten/core/auth/otp';
import { AppError } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { OtpSentResponse } from '@bedesten/core/schemas/auth';
import { hmacSha256Hex, randomDigits } from '../../lib/tokens.ts';
import type { IdentityDeps } from './identity.deps.ts';

export interface OtpRequest {
  purpose: OtpPurpose;
  channel: OtpChannel;
  /** E.164 number or lower-cased e-mail address. */
  destination: string;
  /** The recipient's language for the message; the caller's for the answer. */
  messageLang: Language;
  lang: Language;
  ip: string;
  /**
   * The caller holds this start's demo token (ADR 0084): the operator, or
   * every browser of a test run at once. Outside production the per-address
   * rule, which stops one address spraying codes at many numbers, does not
   * count them; every other cap still does. Production counts everyone.
   */
  callerTrusted?: boolean;
  /** The account's destinations (this one included) when it has one: the caps hold per account too. */
  accountDestinations?: readonly string[];
}

/** The code is never stored: only this keyed hash, bound to its purpose and destination. */
export function otpHash(secret: string, purpose: OtpPurpose, destination: string, code: string): string {
  return hmacSha256Hex(secret, `${purpose}:${destination}:${code}`);
}

/** "+35799123456" -> "+357 99****56", "ayse@example.cy" -> "a***@example.cy" */
export function maskDestination(destination: string): string {
  if (destination.includes('@')) {
    const [local = '', domain = ''] = destination.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `${destination.slice(0, -6)}****${destination.slice(-2)}`;
}

/**
 * Sends a fresh code within the limits (429 with Retry-After past them) and
 * answers with the numbers the countdown needs: per destination a minute,
 * hour, day and week cap with a backoff that doubles with each send of the
 * day; per account the hour, day and week caps; per address a minute, hour
 * and day cap (ADR 0028). Wrong tries never hold a send back: they void only
 * the code they were made at, and the owner may ask for a new one (ADR 0086).
 */
export async function sendOtp(deps: IdentityDeps, request: OtpRequest): Promise<OtpSentResponse> {
  const code = randomDigits(OTP_LENGTH);
  const now = new Date();
  const addressUncounted = request.callerTrusted === true && !deps.config.isProduction;
  const decision = await deps.codes.reserveOtpSend(
    {
      purpose: request.purpose,
      channel: request.channel,
      destination: request.destination,
      codeHash: otpHash(deps.config.SESSION_SECRET, request.purpose, request.destination, code),
      ip: request.ip,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    },
    request.accountDestinations ?? [],
    new Date(now.getTime() - OTP_SEND_HISTORY_SECONDS * 1000),
    (history) => {
      const decision = combineDecisions([
        sendDecision(history.destination, OTP_SEND_RULES_PER_DESTINATION, now),
        backoffDecision(history.destination, now),
        sendDecision(history.account, OTP_SEND_RULES_PER_ACCOUNT, now),
        sendDecision(addressUncounted ? [] : history.ip, OTP_SEND_RULES_PER_IP, now),
      ]);
      const sendsToday = history.destination.filter((at) => at.getTime() > now.getTime() - 24 * 3600 * 1000).length;
      return { ...decision, resendIn: otpBackoffSeconds(sendsToday + 1) };
    },
  );
  if (!decision.allowed) {
    throw new AppError(429, 'too_many_requests', { params: { retry_after: decision.retryAfterSeconds } });
  }

  const minutes = OTP_TTL_SECONDS / 60;
  const lang = request.messageLang;
  if (request.channel === 'sms') {
    await deps.messenger.send({
      channel: 'sms',
      to: request.destination,
      body: message('otp_sms', lang, { code, minutes }),
    });
  } else {
    await deps.messenger.send({
      channel: 'email',
      to: request.destination,
      subject: message('otp_email_subject', lang, { code }),
      body: message('otp_email_body', lang, { code, minutes }),
    });
  }

  const sentTo = maskDestination(request.destination);
  return {
    data: {
      otp_sent: true,
      channel: request.channel,
      sent_to: sentTo,
      otp_length: OTP_LENGTH,
      expires_in: OTP_TTL_SECONDS,
      resend_in: decision.resendIn,
    },
    message: message('otp_sent', request.lang, { n: OTP_LENGTH, to: sentTo }),
  };
}
