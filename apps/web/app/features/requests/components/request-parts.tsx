import { formatDate } from '@bedesten/core/i18n/dates';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { BroadcastRequestStatus } from '@bedesten/core/requests/request-status';
import type { BroadcastRequest } from '@bedesten/core/schemas/requests';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { thumbnailOf } from '~/components/upload-field.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatClock } from '~/lib/voice-recording.ts';
import { STATUS_TONE } from '../request-format.ts';

/** What the owner's and the vendors' views of a request both show. */
type Shown = Pick<
  BroadcastRequest,
  | 'title'
  | 'category'
  | 'location'
  | 'shopping_list'
  | 'budget'
  | 'date_needed'
  | 'close_date'
  | 'photos'
  | 'voice_note'
>;

/** Pending approval, open (approved), rejected or closed, in words and colour. */
export function RequestStatusBadge({ status }: { status: BroadcastRequestStatus }) {
  const { t } = useTranslation('requests');
  return <span className={`request-badge request-badge--${STATUS_TONE[status]}`}>{t(`status.${status}`)}</span>;
}

/** A calendar day (YYYY-MM-DD) as the reader writes it; it is already a local day, so read in UTC. */
export function formatDay(day: string, lang: ReturnType<typeof useLanguage>): string {
  return formatDate(`${day}T00:00:00Z`, lang, 'date', 'UTC');
}

/** Category, place, budget and dates as a description list; `extra` adds rows (distance, requester). */
export function RequestFacts({ request, extra }: { request: Shown; extra?: ReactNode }) {
  const { t } = useTranslation('requests');
  const lang = useLanguage();
  return (
    <dl className="request-facts">
      {extra}
      <Fact label={t('fields.category')}>{request.category.name}</Fact>
      <Fact label={t('fields.location')}>{request.location}</Fact>
      <Fact label={t('detail.budget')}>
        {request.budget ? formatMoney(request.budget.amount, lang, request.budget.currency) : t('detail.noBudget')}
      </Fact>
      <Fact label={t('fields.dateNeeded')}>{formatDay(request.date_needed, lang)}</Fact>
      <Fact label={t('fields.closeDate')}>{formatDate(request.close_date, lang, 'dateTime')}</Fact>
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="request-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The shopping list as lines of quantity × item; nothing when empty. */
export function ShoppingList({ lines, headingLevel = 3 }: { lines: Shown['shopping_list']; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('requests');
  if (!lines.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="request-shopping">
      <Heading className="request-section-title">{t('fields.shoppingList')}</Heading>
      <ul className="request-shopping__lines">
        {lines.map((line, index) => (
          <li key={`${index}-${line.item}`}>
            <span className="request-shopping__quantity">{line.quantity} ×</span> {line.item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The request's photos as thumbnails opening the full picture. */
export function RequestPhotos({ title, photos }: { title: string; photos: readonly string[] }) {
  const { t } = useTranslation('requests');
  if (!photos.length) return null;
  return (
    <ul className="request-photos" aria-label={t('fields.photos')}>
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={thumbnailOf(url)}
              alt={t('detail.photo', { title, n: index + 1 })}
              width={120}
              height={120}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The voice note, playable, with its length. */
export function VoiceNotePlayer({ note }: { note: Shown['voice_note'] }) {
  const { t } = useTranslation('requests');
  if (!note) return null;
  const length = formatClock(note.duration_seconds);
  return (
    <div className="request-voice">
      <audio controls preload="metadata" src={note.url} aria-label={t('detail.voice', { length })} />
      <span className="muted">{length}</span>
    </div>
  );
}
