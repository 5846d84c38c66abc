import { useId, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { SubmitButton } from '~/components/form/fields.tsx';
import { contentApi, type FaqBody, type StaffFaq } from '../api.ts';
import { pairErrors } from '../form-errors.ts';
import { BilingualInput, InputField, useContentSave } from './fields.tsx';
import { MarkdownEditor, type ContentLang } from './markdown-editor.tsx';

export interface FaqTopic {
  topic: string;
  topic_en: string;
  topic_tr: string;
}

function valuesOf(entry: StaffFaq | null, topics: readonly FaqTopic[]): FaqBody {
  const first = topics[0];
  return {
    topic: entry?.topic ?? first?.topic ?? '',
    topic_en: entry?.topic_en ?? first?.topic_en ?? '',
    topic_tr: entry?.topic_tr ?? first?.topic_tr ?? '',
    question_en: entry?.question_en ?? '',
    question_tr: entry?.question_tr ?? '',
    answer_en: entry?.answer_en ?? '',
    answer_tr: entry?.answer_tr ?? '',
    is_published: entry?.is_published ?? true,
  };
}

/**
 * Add or edit one FAQ entry: its topic (an existing one, whose names come
 * along, or a new key with its names), the question and the Markdown answer
 * in both languages, and whether visitors see it.
 */
export function FaqForm({
  entry,
  topics,
  onSaved,
  onCancel,
}: {
  entry: StaffFaq | null;
  topics: readonly FaqTopic[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cms');
  const id = useId();
  const [values, setValues] = useState<FaqBody>(() => valuesOf(entry, topics));
  const { busy, errors, save, alert } = useContentSave<unknown>();
  const set = (name: 'question' | 'answer' | 'topic') => (lang: ContentLang, text: string) =>
    setValues((current) => ({ ...current, [`${name}_${lang}`]: text }));

  function chooseTopic(key: string) {
    const known = topics.find((topic) => topic.topic === key);
    setValues((current) => ({
      ...current,
      topic: key,
      ...(known ? { topic_en: known.topic_en, topic_tr: known.topic_tr } : {}),
    }));
  }

  return (
    <form
      className="form cms-form card"
      noValidate
      aria-label={entry ? t('faqs.editTitle') : t('faqs.addTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void save(
          () => (entry ? contentApi.updateFaq(entry.id, values) : contentApi.createFaq(values)),
          onSaved,
          t('staff.saved'),
        );
      }}
    >
      {alert}
      <InputField
        label={t('faqs.topicKey')}
        hint={t('faqs.topicKeyHint')}
        value={values.topic}
        onChange={chooseTopic}
        list={`${id}-topics`}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.topic}
      />
      <datalist id={`${id}-topics`}>
        {topics.map((topic) => (
          <option key={topic.topic} value={topic.topic}>
            {topic.topic_en}
          </option>
        ))}
      </datalist>
      <BilingualInput
        label={t('faqs.topicName')}
        value={{ en: values.topic_en, tr: values.topic_tr }}
        onChange={set('topic')}
        errors={pairErrors(errors, 'topic')}
      />
      <BilingualInput
        label={t('faqs.question')}
        value={{ en: values.question_en, tr: values.question_tr }}
        onChange={set('question')}
        errors={pairErrors(errors, 'question')}
      />
      <MarkdownEditor
        label={t('faqs.answer')}
        value={{ en: values.answer_en, tr: values.answer_tr }}
        onChange={set('answer')}
        errors={pairErrors(errors, 'answer')}
        rows={6}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={values.is_published}
          onChange={(event) => setValues((current) => ({ ...current, is_published: event.target.checked }))}
        />
        {t('faqs.published')}
      </label>
      <div className="form__actions">
        <SubmitButton busy={busy}>{t('staff.save')}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('staff.cancel')}
        </button>
      </div>
    </form>
  );
}
