import { useTranslation } from '~/lib/i18n-react.tsx';

/** Whether the live stream is open and the alarm's sound switch (it needs a click to start). */
export function LiveBar({
  connected,
  soundOn,
  onToggleSound,
}: {
  connected: boolean;
  soundOn: boolean;
  onToggleSound: () => void;
}) {
  const { t } = useTranslation('driver');
  return (
    <section className="driver-live card" aria-label={t('live.label')}>
      <p className="driver-live__state" role="status" data-live={connected ? 'true' : 'false'}>
        <span className={`driver-live__dot${connected ? ' is-live' : ''}`} aria-hidden="true" />
        {connected ? t('live.on') : t('live.off')}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-pressed={soundOn}
        onClick={onToggleSound}
      >
        {soundOn ? t('live.soundOn') : t('live.soundOff')}
      </button>
    </section>
  );
}
