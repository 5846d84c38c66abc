import { useTranslation } from '~/lib/i18n-react.tsx';
import { StatusTag } from './status-tabs.tsx';

/**
 * The top of a moderation card (products, sub-categories): the English name
 * as the card's heading, its approval state, the Turkish name and the pictures.
 */
export function ItemHeading({
  id,
  nameEn,
  nameTr,
  status,
  pictures,
}: {
  id: string;
  nameEn: string;
  nameTr: string | null;
  status: Parameters<typeof StatusTag>[0]['status'];
  pictures: readonly string[];
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="admin-item__head">
        <h2 id={id} className="admin-item__title">
          {nameEn}
        </h2>
        <StatusTag status={status} />
      </div>
      {nameTr ? (
        <p className="muted admin-item__alt" lang="tr">
          {nameTr}
        </p>
      ) : null}
      {pictures.length > 0 ? (
        <ul className="admin-thumbs">
          {pictures.map((url, index) => (
            <li key={`${url}-${index}`}>
              <img src={url} alt={t('details.picture', { n: index + 1, name: nameEn })} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
