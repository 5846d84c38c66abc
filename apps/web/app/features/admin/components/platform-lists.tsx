import { formatMoney } from '@bedesten/core/money/format-money';
import type { AdminSize, AdminUnit } from '@bedesten/core/schemas/platform-lists';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { FormAlert } from '~/components/form/fields.tsx';
import { apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { minorToInput, parseMinorUnits } from '@bedesten/core/money/minor-units';

export interface JoiningFees {
  joining_fees: number;
  joining_mrp_fees: number;
  currency: string;
}

type Sent = ApiResult<{ message: string }>;

/** The API's words for a refused call: its field errors, else its message. */
function failureText(result: Extract<Sent, { ok: false }>, fallback: string): string {
  const body = result.error;
  if (body?.errors && typeof body.errors === 'object') {
    const first = Object.values(body.errors)[0];
    if (first) return Array.isArray(first) ? String(first[0]) : String(first);
  }
  return body?.error ?? body?.message ?? fallback;
}

/** Sends one change, then shows the API's answer (a toast, or the refusal beside the form) and reloads. */
function useSave() {
  const { t } = useTranslation('people');
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<Sent>) => {
    setBusy(true);
    setError(null);
    const result = await send();
    setBusy(false);
    if (!result.ok) {
      setError(failureText(result, t('lists.failed')));
      return false;
    }
    notifySuccess(result.data.message);
    await revalidator.revalidate();
    return true;
  };
  return { error, busy, run };
}

/** Euros typed ("25", "25.50") -> cents; anything else is sent as typed, for the API to refuse in its words. */
const cents = (text: string) => (text.trim() === '' ? 0 : (parseMinorUnits(text.trim()) ?? text));

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/** What joining Bedesten costs a business (/pricing shows it): the list price and the price asked now. */
export function JoiningFeesForm({ fees, canEdit }: { fees: JoiningFees; canEdit: boolean }) {
  const { t } = useTranslation('people');
  const lang = useLanguage();
  const id = useId();
  const [now, setNow] = useState(minorToInput(fees.joining_fees));
  const [list, setList] = useState(minorToInput(fees.joining_mrp_fees));
  const { error, busy, run } = useSave();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      apiSend('PUT', 'admin/joining-fees', {
        joining_fees: cents(now),
        joining_mrp_fees: cents(list),
      }),
    );
  };
  return (
    <form className="form people-fees" noValidate onSubmit={submit}>
      <p>
        {t('lists.feesNow', {
          now: formatMoney(fees.joining_fees, lang, fees.currency),
          list: formatMoney(fees.joining_mrp_fees, lang, fees.currency),
        })}
      </p>
      <FormAlert message={error} />
      {canEdit ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-now`}>{t('lists.feeNow')}</label>
            <input id={`${id}-now`} inputMode="decimal" value={now} onChange={(e) => setNow(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-list`}>{t('lists.feeList')}</label>
            <input id={`${id}-list`} inputMode="decimal" value={list} onChange={(e) => setList(e.target.value)} />
          </div>
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
              {t('lists.saveFees')}
            </button>
          </div>
        </>
      ) : null}
    </form>
  );
}

interface Row {
  id: number | null;
  code?: string;
  name_en: string;
  name_tr: string;
  sort_order: number;
  in_use: number;
}

/** One size or unit: its names (and a unit's code) and order, saved or deleted on its own. */
function ListRow({ row, kind, canEdit }: { row: Row; kind: 'sizes' | 'units'; canEdit: boolean }) {
  const { t } = useTranslation('people');
  const lang = useLanguage();
  const id = useId();
  const [code, setCode] = useState(row.code ?? '');
  const [nameEn, setNameEn] = useState(row.name_en);
  const [nameTr, setNameTr] = useState(row.name_tr);
  const [order, setOrder] = useState(String(row.sort_order));
  const { error, busy, run } = useSave();
  const isNew = row.id === null;
  const label = isNew ? t(`lists.${kind}.new`) : lang === 'tr' && row.name_tr ? row.name_tr : row.name_en;
  const body = () => ({
    ...(kind === 'units' ? { code: code.trim() } : { group_id: 1 }),
    name_en: nameEn,
    name_tr: nameTr,
    sort_order: whole(order),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const result = isNew
        ? await apiPost(`admin/${kind}`, body())
        : await apiSend('PUT', `admin/${kind}/${row.id}`, body());
      if (result.ok && isNew) {
        setCode('');
        setNameEn('');
        setNameTr('');
        setOrder('0');
      }
      return result as Sent;
    });
  };
  const remove = () => void run(() => apiSend('DELETE', `admin/${kind}/${row.id}`));
  return (
    <li className="people-list-row">
      <form className="people-list-row__form" noValidate onSubmit={save} aria-label={label}>
        {kind === 'units' ? (
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('lists.code')}</label>
            <input
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              readOnly={!canEdit}
              maxLength={20}
            />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-en`}>{t('lists.nameEn')}</label>
          <input
            id={`${id}-en`}
            value={nameEn}
            onChange={(e) => setNameEn(e.target.value)}
            readOnly={!canEdit}
            maxLength={60}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-tr`}>{t('lists.nameTr')}</label>
          <input
            id={`${id}-tr`}
            lang="tr"
            value={nameTr}
            onChange={(e) => setNameTr(e.target.value)}
            readOnly={!canEdit}
            maxLength={60}
          />
        </div>
        <div className="field people-list-row__order">
          <label htmlFor={`${id}-order`}>{t('lists.order')}</label>
          <input
            id={`${id}-order`}
            inputMode="numeric"
            value={order}
            onChange={(e) => setOrder(e.target.value)}
            readOnly={!canEdit}
          />
        </div>
        {canEdit ? (
          <div className="people-list-row__actions">
            <button type="submit" className="button button--secondary button--small" disabled={busy}>
              {isNew ? t('lists.add') : t('lists.save')}
              <span className="visually-hidden"> {label}</span>
            </button>
            {!isNew && row.in_use === 0 ? (
              <button
                type="button"
                className="button button--ghost button--small admin-danger"
                onClick={remove}
                disabled={busy}
              >
                {t('lists.delete')}
                <span className="visually-hidden"> {label}</span>
              </button>
            ) : null}
          </div>
        ) : null}
        {!isNew ? (
          <p className="field__hint people-list-row__use">{t(`lists.${kind}.inUse`, { count: row.in_use })}</p>
        ) : null}
      </form>
      <FormAlert message={error} />
    </li>
  );
}

/** Sizes or units: every entry editable in place (managers and above), and one more to add. */
export function PlatformListEditor({
  kind,
  rows,
  canEdit,
}: {
  kind: 'sizes' | 'units';
  rows: (AdminSize | AdminUnit)[];
  canEdit: boolean;
}) {
  const empty: Row = { id: null, code: '', name_en: '', name_tr: '', sort_order: 0, in_use: 0 };
  return (
    <ul className="people-list-editor">
      {rows.map((row) => (
        <ListRow
          key={`${row.id}:${row.name_en}:${row.name_tr}:${row.sort_order}`}
          row={row}
          kind={kind}
          canEdit={canEdit}
        />
      ))}
      {canEdit ? <ListRow key="new" row={empty} kind={kind} canEdit /> : null}
    </ul>
  );
}
