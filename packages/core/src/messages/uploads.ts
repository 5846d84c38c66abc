import type { Language } from '../i18n/languages.ts';

/** Images, documents and uploads. Part of the message catalogue (catalogue.ts). */
export const UPLOAD_MESSAGES = {
  invalid_image_type: { en: 'Invalid image type', tr: 'Geçersiz görsel türü' },
  image_too_large: { en: 'Image must be at most {mb} MB', tr: 'Görsel en fazla {mb} MB olabilir' },
  image_required: { en: 'Please choose an image', tr: 'Lütfen bir görsel seçin' },
  images_required: { en: 'Please add at least one image', tr: 'Lütfen en az bir görsel ekleyin' },
  invalid_document_type: { en: 'Invalid document type', tr: 'Geçersiz belge türü' },
  file_too_large: { en: 'File must be at most {mb} MB', tr: 'Dosya en fazla {mb} MB olabilir' },
  upload_not_found: { en: 'Upload not found', tr: 'Yükleme bulunamadı' },
  image_too_many_pixels: {
    en: 'This picture is too large ({width} × {height} pixels); pictures may have at most {mpx} megapixels',
    tr: 'Bu görsel çok büyük ({width} × {height} piksel); görseller en fazla {mpx} megapiksel olabilir',
  },
  unfinished_uploads_too_many: {
    en: 'You have {n} unfinished uploads; finish or cancel one, or try again later',
    tr: '{n} tamamlanmamış yüklemeniz var; birini tamamlayın ya da iptal edin veya daha sonra tekrar deneyin',
  },
  unfinished_uploads_too_large: {
    en: 'Unfinished uploads may hold at most {mb} MB at once; finish or cancel one, or try again later',
    tr: 'Tamamlanmamış yüklemeler aynı anda en fazla {mb} MB olabilir; birini tamamlayın ya da iptal edin veya daha sonra tekrar deneyin',
  },
  picture_not_yours: {
    en: 'Please use only pictures you uploaded yourself',
    tr: 'Lütfen yalnızca kendi yüklediğiniz görselleri kullanın',
  },
} as const satisfies Record<string, Record<Language, string>>;
