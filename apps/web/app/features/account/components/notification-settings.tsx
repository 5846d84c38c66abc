import type {
  ChannelToggles,
  NotificationSettings as Settings,
  NotificationTopic,
} from '@bedesten/core/schemas/profile';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { accountApi } from '../api.ts';

const CHANNELS: readonly (keyof ChannelToggles)[] = ['email', 'sms', 'push'];

/**
 * Notification toggles (SPEC.md §2 settings): one switch per topic and
 * channel, saved as soon as it flips (only that switch is sent), put back if
 * the save fails. `topics`: the ones this page is about (the customer's
 * account settings, or a partner panel's, whose words are `partner`'s).
 */
export function NotificationSettings({
  initial,
  topics,
  partner = false,
}: {
  initial: Settings;
  topics: readonly NotificationTopic[];
  partner?: boolean;
}) {
  const words = partner ? 'settings.partnerTopics' : 'settings.topics';
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const onApiError = useApiErrorHandler();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState<string | null>(null);

  const toggle = async (topic: keyof Settings, channel: keyof ChannelToggles, value: boolean) => {
    const previous = settings;
    setSettings({ ...settings, [topic]: { ...settings[topic], [channel]: value } });
    setSaving(`${topic}.${channel}`);
    const result = await accountApi.updateSettings({ notifications: { [topic]: { [channel]: value } } });
    setSaving(null);
    if (!result.ok) {
      setSettings(previous);
      onApiError(result);
      return;
    }
    setSettings(result.data.data.notifications);
    notifySuccess(t('settings.saved'));
  };

  return (
    <div className="toggle-table">
      {topics.map((topic) => (
        <fieldset key={topic} className="toggle-row">
          <legend className="toggle-row__topic">
            <span>{t(`${words}.${topic}.title`)}</span>
            <span className="field__hint">{t(`${words}.${topic}.hint`)}</span>
          </legend>
          <div className="toggle-row__channels">
            {CHANNELS.map((channel) => (
              <label key={channel} className="switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={settings[topic][channel]}
                  disabled={!hydrated || saving === `${topic}.${channel}`}
                  onChange={(event) => void toggle(topic, channel, event.target.checked)}
                />
                <span className="switch__track" aria-hidden="true" />
                <span>{t(`settings.channels.${channel}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
