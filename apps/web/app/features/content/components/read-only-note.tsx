import { useTranslation } from '~/lib/i18n-react.tsx';

/** Shown to staff below manager: they may read the content but not change it. */
export function ReadOnlyNote({ editable }: { editable: boolean }) {
  const { t } = useTranslation('cms');
  if (editable) return null;
  return (
    <p className="notice" role="note">
      {t('staff.readOnly')}
    </p>
  );
}
