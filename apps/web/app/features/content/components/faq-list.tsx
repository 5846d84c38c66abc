import type { PublicFaq } from '../api.ts';

/** Questions as native disclosures (keyboard and screen-reader friendly, no JavaScript); answers are the API's sanitised HTML. */
export function FaqList({ entries }: { entries: readonly PublicFaq[] }) {
  return (
    <div className="faq-list">
      {entries.map((entry) => (
        <details key={entry.id} className="faq" id={`faq-${entry.id}`}>
          <summary className="faq__question">{entry.question}</summary>
          <div className="faq__answer" dangerouslySetInnerHTML={{ __html: entry.answer_html }} />
        </details>
      ))}
    </div>
  );
}
