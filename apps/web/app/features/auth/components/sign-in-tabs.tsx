import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { EmailSignInForm } from './email-sign-in-form.tsx';
import { MobileSignInForm } from './mobile-sign-in-form.tsx';

type Method = 'email' | 'mobile';
const METHODS: readonly Method[] = ['email', 'mobile'];

/**
 * The two ways in (SPEC.md §2 Login): e-mail with password, or mobile with a
 * code, as ARIA tabs (arrow keys move between them). Both panels stay
 * mounted, so switching back keeps what was typed.
 */
export function SignInTabs({
  redirect,
  initial,
  forgotHref,
  signUpHref,
}: {
  redirect: string | null;
  initial: Method;
  forgotHref: string;
  signUpHref: string;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [method, setMethod] = useState<Method>(initial);
  const tabs = useRef<Record<Method, HTMLButtonElement | null>>({ email: null, mobile: null });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = METHODS.indexOf(method);
    let next: Method | undefined;
    if (event.key === 'ArrowRight') next = METHODS[(index + 1) % METHODS.length];
    else if (event.key === 'ArrowLeft') next = METHODS[(index + METHODS.length - 1) % METHODS.length];
    else if (event.key === 'Home') next = METHODS[0];
    else if (event.key === 'End') next = METHODS[METHODS.length - 1];
    if (!next) return;
    event.preventDefault();
    setMethod(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={t('signIn.methods')} className="tabs__list">
        {METHODS.map((item) => (
          <button
            key={item}
            ref={(element) => {
              tabs.current[item] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${item}-tab`}
            aria-controls={`${id}-${item}-panel`}
            aria-selected={method === item}
            tabIndex={method === item ? 0 : -1}
            className="tabs__tab"
            onClick={() => setMethod(item)}
            onKeyDown={onKeyDown}
          >
            {t(`signIn.tab.${item}`)}
          </button>
        ))}
      </div>
      {METHODS.map((item) => (
        <div
          key={item}
          role="tabpanel"
          id={`${id}-${item}-panel`}
          aria-labelledby={`${id}-${item}-tab`}
          hidden={method !== item}
          className="tabs__panel"
        >
          {item === 'email' ? (
            <EmailSignInForm redirect={redirect} forgotHref={forgotHref} />
          ) : (
            <MobileSignInForm redirect={redirect} signUpHref={signUpHref} />
          )}
        </div>
      ))}
    </div>
  );
}
