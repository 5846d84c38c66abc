import { useCallback, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formatSeconds, useNow } from '~/lib/use-countdown.ts';

/**
 * The wait a refused "send me a code" named (`retry_after` of the 429):
 * the form counts it down and holds its button until it is over, rather
 * than answering "Too many attempts" to someone who only asked twice.
 */
export function useResendWait() {
  const [until, setUntil] = useState<number | null>(null);
  const now = useNow(until ?? 0);
  const seconds = until !== null && now !== null && now < until ? Math.ceil((until - now) / 1000) : 0;
  const start = useCallback((waitSeconds: number) => setUntil(Date.now() + waitSeconds * 1000), []);
  const clear = useCallback(() => setUntil(null), []);
  return { seconds, waiting: until !== null && (now === null || now < until), start, clear };
}

/** "You can ask for a new code in 0:42", ticking; nothing once the wait is over. */
export function ResendWait({ seconds }: { seconds: number }) {
  const { t } = useTranslation('auth');
  if (seconds <= 0) return null;
  return (
    <p className="alert alert--info resend-wait" role="timer" aria-live="off" data-testid="resend-wait">
      {t('otp.resendIn')} <strong>{formatSeconds(seconds)}</strong>
    </p>
  );
}
