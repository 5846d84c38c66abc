import { useTranslation } from 'react-i18next';

/** Questions as native disclosures: keyboard and screen-reader friendly, no JavaScript needed. */
export function FaqList({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('help');
  return (
    <div className="faq-list">
      {ids.map((id) => (
        <details key={id} className="faq" id={`faq-${id}`}>
          <summary className="faq__question">{t(`faq.${id}.q`)}</summary>
          <p className="faq__answer">{t(`faq.${id}.a`)}</p>
        </details>
      ))}
    </div>
  );
}
