import { useEffect, useId, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { DateInput } from '~/components/form/date-input.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { joinDateTime, splitDateTime, timeOptions } from '../date-time.ts';

/**
 * A pickup or return time as the page's language writes it: the day typed
 * day first ("25.11.2026", "25/11/2026") and the time picked from a 24-hour
 * list. Replaces `<input type="datetime-local">`, whose picker follows the
 * browser's locale (mm/dd/yyyy and AM/PM on a Turkish page, ADR 0045).
 * `value` is the "YYYY-MM-DDTHH:MM" the draft keeps, on the island's clock;
 * `onChange` gets it, or null while the day or the time is missing or wrong.
 */
export function DateTimeField({
  legend,
  dayLabel,
  timeLabel,
  value,
  onChange,
  error,
}: {
  legend: string;
  dayLabel: string;
  timeLabel: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('cabs');
  const id = useId();
  const [parts, setParts] = useState(() => splitDateTime(value));

  // A value set from outside (the draft restored after a reload) replaces what is shown; an unfinished one stays.
  useEffect(() => {
    if (value !== null) setParts(splitDateTime(value));
  }, [value]);

  const change = (next: { day: string; time: string }) => {
    setParts(next);
    onChange(joinDateTime(next.day, next.time));
  };
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <fieldset className="field cab-when">
      <legend className="field__label">{legend}</legend>
      <div className="cab-when__parts">
        <div className="cab-when__part">
          <label htmlFor={`${id}-day`} className="cab-when__label">
            {dayLabel}
          </label>
          <DateInput
            id={`${id}-day`}
            value={parts.day}
            onChange={(day) => change({ ...parts, day })}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="cab-when__part">
          <label htmlFor={`${id}-time`} className="cab-when__label">
            {timeLabel}
          </label>
          <select
            id={`${id}-time`}
            className="input"
            value={parts.time}
            onChange={(event) => change({ ...parts, time: event.target.value })}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
          >
            <option value="">{t('trip.timeChoose')}</option>
            {timeOptions(parts.time).map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldErrorText id={errorId} message={error} />
    </fieldset>
  );
}
