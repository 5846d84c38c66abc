import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { pushApi } from '../api.ts';
import { currentState, currentSubscription, subscribeBrowser, type PushState } from '../browser-push.ts';

/**
 * "Turn on notifications in this browser" (ADR 0030): asks the browser's
 * permission, registers the service worker, subscribes with the server's
 * public key and hands the subscription to `updateFCMToken`. The push
 * toggles above it decide what is sent; this decides where it can arrive.
 */
export function PushToggle() {
  const { t } = useTranslation('push');
  const onApiError = useApiErrorHandler();
  const [state, setState] = useState<PushState | 'checking' | 'failed'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void currentState().then(async (found) => {
      if (!live) return;
      setState(found);
      // The browser may be shared: an existing subscription follows whoever is signed in here now.
      const subscription = found === 'on' ? await currentSubscription() : null;
      if (subscription) await pushApi.subscribe({ subscription: subscription.toJSON() as never });
    });
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setBusy(true);
    try {
      const key = await pushApi.publicKey();
      if (!key.ok) return onApiError(key);
      if (!key.data.data.public_key) return setState('unsupported');
      const subscription = await subscribeBrowser(key.data.data.public_key);
      if (subscription === 'denied') return setState(Notification.permission === 'denied' ? 'denied' : 'off');
      const saved = await pushApi.subscribe({ subscription: subscription.toJSON() as never });
      if (!saved.ok) {
        await subscription.unsubscribe();
        return onApiError(saved);
      }
      setState('on');
      notifySuccess(saved.data.data.message);
    } catch {
      // The browser refused to subscribe (no push service, private window): say so rather than fail silently.
      setState((await currentState()) === 'unsupported' ? 'unsupported' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await pushApi.unsubscribe({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState('off');
      notifySuccess(t('turnedOff'));
    } finally {
      setBusy(false);
    }
  }

  const text: Record<typeof state, string> = {
    checking: t('checking'),
    unsupported: t('unsupported'),
    denied: t('denied'),
    off: t('off'),
    on: t('on'),
    failed: t('failed'),
  };
  return (
    <div className="push-toggle" data-state={state}>
      <p className={state === 'denied' || state === 'unsupported' ? 'alert alert--error' : 'muted'} role="status">
        {text[state]}
      </p>
      {state === 'on' ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void turnOff()}>
          {t('turnOff')}
        </button>
      ) : state === 'off' || state === 'failed' ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void turnOn()}>
          {t('turnOn')}
        </button>
      ) : null}
    </div>
  );
}
