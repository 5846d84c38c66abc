import { CHAT_REPORT_REASON_MAX, type ChatSide, type Conversation } from '@bedesten/core/schemas/chat';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { ConfirmDialog, Dialog } from '~/components/dialog.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import type { ApiResult } from '~/lib/api-client.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { chatApi } from '../api.ts';
import { MoreIcon } from '~/components/icons.tsx';

type Saved = ApiResult<{ data: Conversation; message?: string }>;

/** The thread header's menu: block or unblock, and report to staff with a reason. */
export function ThreadMenu({
  conversation,
  onChange,
}: {
  conversation: Conversation;
  onChange: (conversation: Conversation) => void;
}) {
  const { t } = useTranslation('chat');
  const hydrated = useHydrated();
  const onError = useApiErrorHandler();
  const menu = useRef<HTMLDetailsElement>(null);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [busy, setBusy] = useState(false);
  const side: ChatSide = conversation.side;

  useEffect(() => {
    const details = menu.current;
    if (!details) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  const choose = (next: 'block' | 'report') => {
    if (menu.current) menu.current.open = false;
    setDialog(next);
  };

  async function apply(request: Promise<Saved>): Promise<boolean> {
    setBusy(true);
    const result = await request;
    setBusy(false);
    if (!result.ok) {
      onError(result);
      return false;
    }
    onChange(result.data.data);
    if (result.data.message) notifySuccess(result.data.message);
    setDialog(null);
    return true;
  }

  const blockedByMe = conversation.blocked_by === side;
  return (
    <>
      <details ref={menu} className="chat-menu">
        <summary className="chat-menu__toggle" aria-disabled={!hydrated || undefined}>
          <MoreIcon />
          <span className="visually-hidden">{t('menu.label')}</span>
        </summary>
        <ul className="chat-menu__list">
          {conversation.blocked ? (
            blockedByMe ? (
              <li>
                <button
                  type="button"
                  className="chat-menu__item"
                  disabled={busy}
                  onClick={() => {
                    if (menu.current) menu.current.open = false;
                    void apply(chatApi.block(conversation.id, false));
                  }}
                >
                  {t('menu.unblock')}
                </button>
              </li>
            ) : null
          ) : (
            <li>
              <button type="button" className="chat-menu__item" onClick={() => choose('block')}>
                {t('menu.block')}
              </button>
            </li>
          )}
          <li>
            {conversation.reported ? (
              <span className="chat-menu__item chat-menu__item--done">{t('menu.reported')}</span>
            ) : (
              <button type="button" className="chat-menu__item" onClick={() => choose('report')}>
                {t('menu.report')}
              </button>
            )}
          </li>
        </ul>
      </details>
      <ConfirmDialog
        open={dialog === 'block'}
        title={t('block.title')}
        text={t('block.text')}
        confirmLabel={t('block.confirm')}
        busy={busy}
        onConfirm={() => void apply(chatApi.block(conversation.id, true))}
        onClose={() => setDialog(null)}
      />
      <Dialog open={dialog === 'report'} onClose={() => setDialog(null)} title={t('report.title')}>
        <ReportForm busy={busy} onSubmit={(reason) => apply(chatApi.report(conversation.id, reason))} />
      </Dialog>
    </>
  );
}

function ReportForm({ busy, onSubmit }: { busy: boolean; onSubmit: (reason: string) => Promise<boolean> }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(t('messages:chat_report_reason_required'));
          return;
        }
        void onSubmit(reason.trim());
      }}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('report.reason')}</label>
        <textarea
          id={`${id}-reason`}
          rows={4}
          value={reason}
          maxLength={CHAT_REPORT_REASON_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('report.hint')}
        </p>
        <FieldErrorText id={`${id}-error`} message={error} />
      </div>
      <div className="dialog__actions">
        <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
          {t('report.submit')}
        </button>
      </div>
    </form>
  );
}
