import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { SETUP_TABS, type SetupTab } from '../form-values.ts';

/**
 * The setup form's sections as ARIA tabs (arrow keys, Home and End move
 * between them). The row wraps (store-setup.css), so on a phone every tab,
 * the chosen one included, is in sight. A tab with a problem carries a mark
 * and says so to screen readers. Every panel stays mounted, so nothing typed
 * is lost when switching.
 */
export function SetupTabs({
  id,
  tab,
  onTab,
  withErrors,
  panels,
}: {
  id: string;
  tab: SetupTab;
  onTab: (tab: SetupTab) => void;
  withErrors: readonly SetupTab[];
  panels: Record<SetupTab, ReactNode>;
}) {
  const { t } = useTranslation('store-setup');
  const buttons = useRef<Partial<Record<SetupTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SETUP_TABS.indexOf(tab);
    const last = SETUP_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? SETUP_TABS[index === last ? 0 : index + 1]
        : event.key === 'ArrowLeft'
          ? SETUP_TABS[index === 0 ? last : index - 1]
          : event.key === 'Home'
            ? SETUP_TABS[0]
            : event.key === 'End'
              ? SETUP_TABS[last]
              : undefined;
    if (!target) return;
    event.preventDefault();
    onTab(target);
    buttons.current[target]?.focus();
  };

  return (
    <div className="setup-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="setup-tabs__list">
        {SETUP_TABS.map((item) => {
          const bad = withErrors.includes(item);
          return (
            <button
              key={item}
              ref={(element) => {
                buttons.current[item] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${item}-tab`}
              aria-controls={`${id}-${item}-panel`}
              aria-selected={tab === item}
              tabIndex={tab === item ? 0 : -1}
              className={`setup-tabs__tab${bad ? ' has-error' : ''}`}
              data-tab={item}
              onClick={() => onTab(item)}
              onKeyDown={onKeyDown}
            >
              {t(`tabs.${item}`)}
              {bad ? (
                <>
                  <span className="setup-tabs__mark" aria-hidden="true">
                    !
                  </span>
                  <span className="visually-hidden"> ({t('tabs.hasErrors')})</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {SETUP_TABS.map((item) => (
        <div
          key={item}
          role="tabpanel"
          id={`${id}-${item}-panel`}
          aria-labelledby={`${id}-${item}-tab`}
          hidden={tab !== item}
          className="setup-tabs__panel"
        >
          <h2 className="setup-tabs__heading">{t(`tabs.${item}`)}</h2>
          {panels[item]}
        </div>
      ))}
    </div>
  );
}
