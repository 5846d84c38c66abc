import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { thumbnailOf } from '~/components/upload-field.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { adminApi, type AdminCategory } from '../api.ts';
import { CategoryForm } from './category-form.tsx';
import { StatusTag } from './status-tabs.tsx';

/** Opens the category form: empty to add one, filled to edit one. */
export function useCategoryEditor() {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const { t } = useTranslation('admin');
  const dialog = (
    <Dialog
      open={editing !== null}
      onClose={() => setEditing(null)}
      title={editing === 'new' ? t('categories.addTitle') : t('categories.editTitle', { name: editing?.name ?? '' })}
    >
      {editing !== null ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={async (message) => {
            setEditing(null);
            notifySuccess(message);
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </Dialog>
  );
  return { open: setEditing, dialog };
}

/**
 * Categories as cards: both names, slug, type, order, usage, and edit /
 * activate / deactivate; without `onEdit` (staff below manager, ADR 0037) read only.
 */
export function CategoryList({
  categories,
  onEdit,
}: {
  categories: AdminCategory[];
  onEdit?: ((category: AdminCategory) => void) | undefined;
}) {
  return (
    <ul className="admin-list">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryItem category={category} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}

function CategoryItem({
  category,
  onEdit,
}: {
  category: AdminCategory;
  onEdit?: ((category: AdminCategory) => void) | undefined;
}) {
  const { t } = useTranslation('admin');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const result = await adminApi.updateCategory(category.id, { is_active: !category.is_active });
    setBusy(false);
    if (!result.ok) {
      onError(result);
      return;
    }
    notifySuccess(result.data.message);
    await revalidator.revalidate();
  };
  const titleId = `category-${category.id}`;
  return (
    <article className="card admin-item admin-item--category" aria-labelledby={titleId}>
      {category.image_url ? (
        <img className="admin-item__image" src={thumbnailOf(category.image_url)} alt="" loading="lazy" />
      ) : null}
      <div className="admin-item__head">
        <h2 id={titleId} className="admin-item__title">
          <span lang="en">{category.name_en}</span>
          <span className="muted admin-item__alt">
            {' '}
            · <span lang="tr">{category.name_tr}</span>
          </span>
        </h2>
        <StatusTag status={category.is_active ? 'active' : 'inactive'} />
      </div>
      <dl className="admin-facts admin-facts--summary">
        <div>
          <dt>{t('categories.slug')}</dt>
          <dd>
            <code>{category.slug}</code>
          </dd>
        </div>
        <div>
          <dt>{t('categories.type')}</dt>
          <dd>{t(`storeType.${category.type}`)}</dd>
        </div>
        <div>
          <dt>{t('categories.sortOrder')}</dt>
          <dd>{category.sort_order}</dd>
        </div>
        <div>
          <dt>{t('categories.usage')}</dt>
          <dd>{t('categories.usageText', { stores: category.store_count, products: category.product_count })}</dd>
        </div>
      </dl>
      {onEdit ? (
        <div className="admin-item__actions">
          <button type="button" className="button button--secondary button--small" onClick={() => onEdit(category)}>
            {t('actions.edit')}
            <span className="visually-hidden"> {category.name}</span>
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void toggle()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {category.is_active ? t('actions.deactivate') : t('actions.activate')}
            <span className="visually-hidden"> {category.name}</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}
