import { OTP_LENGTH } from '@bedesten/core/auth/otp';
import { message } from '~/lib/messages.ts';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from '~/components/link.tsx';
import type { OtpTiming } from '~/lib/otp-flow.ts';
import { otpPhase } from '~/lib/otp-timer.ts';
import { useDemo, useLanguage } from '~/lib/root-data.ts';
import { formatSeconds, useNow } from '~/lib/use-countdown.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { TextField } from './fields.tsx';

/** The 4-digit code (SPEC.md §5), with the phone's one-time-code autofill. */
export function OtpCodeField({
  registration,
  error,
  label,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  label?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('otp.codeLabel')}
      registration={registration}
      error={error}
      className="otp-field"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      hint={t('otp.codeHint', { n: OTP_LENGTH })}
    />
  );
}

/**
 * Where the code went, the countdown until a new one may be asked for
 * (`resend_in` of the API), and once the code has lapsed the spec's "Time
 * Out Please Click On Resend OTP" with the resend button.
 */
export function OtpTimer({
  timing,
  onResend,
}: {
  timing: OtpTiming;
  /** Asks for a new code; resolves with its timing, or null when it failed (the caller shows why). */
  onResend: () => Promise<OtpTiming | null>;
}) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const hydrated = useHydrated();
  // null until mounted: the server cannot know the person's clock.
  const now = useNow(Math.max(timing.expires_at, timing.resend_at));
  const phase = now === null ? null : otpPhase(timing, now);
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await onResend();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="otp-timer">
      <p className="otp-timer__sent">
        {t(timing.sent_to.includes('@') ? 'otp.sentTo' : 'otp.sentToMobile', { to: timing.sent_to })}
      </p>
      {phase?.kind === 'expired' || (phase?.kind === 'wait' && phase.expired) ? (
        <p className="alert alert--error" role="alert">
          {message('otp_timeout', lang)}
        </p>
      ) : null}
      {phase === null || phase.kind === 'wait' ? (
        <p className="otp-timer__countdown" role="timer" aria-live="off">
          {t('otp.resendIn')} <strong>{phase ? formatSeconds(phase.secondsToResend) : '…'}</strong>
        </p>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void resend()}
          disabled={!hydrated || busy}
          aria-busy={busy || undefined}
        >
          {t('otp.resend')}
        </button>
      )}
    </div>
  );
}

/** Outside production: where a person trying the demo reads the code we "sent". */
export function DemoOutboxLink({ destination }: { destination: string | null | undefined }) {
  const { t } = useTranslation('auth');
  const demo = useDemo();
  if (!demo) return null;
  const href = destination ? `/dev/outbox?to=${encodeURIComponent(destination)}` : '/dev/outbox';
  return (
    <p className="demo-note">
      <Link to={href} target="_blank" rel="noopener" className="text-link">
        {t('otp.demoOutbox')}
        <span className="visually-hidden"> {t('otp.opensNewTab')}</span>
      </Link>
    </p>
  );
}
