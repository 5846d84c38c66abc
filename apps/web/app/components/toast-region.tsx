import { useEffect } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
// The library's sheet comes with this chunk, so no page's first paint waits for it (ADR 0054).
import 'react-toastify/ReactToastify.css';

/** Alt+T moves focus to the notifications (SPEC.md §9). */
const altT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

function CloseToast({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="Toastify__close-button toast-close"
      aria-label={t('toasts.close')}
      onClick={() => closeToast(true)}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * Keeps `--toast-top` at the bottom edge of the page's header while it is on
 * screen (0 once scrolled away), so toasts never sit over its buttons.
 */
function useToastsBelowHeader() {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const place = () => {
      frame = 0;
      const header = document.querySelector('.site-header, .panel-header');
      const bottom = header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
      root.style.setProperty('--toast-top', `${bottom}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
}

/** Toast region of SPEC.md §9: top right below the header, 5 s, pause on hover and focus loss, swipe at 80 %. */
export default function ToastRegion() {
  const { t } = useTranslation();
  useToastsBelowHeader();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      hotKeys={altT}
      closeOnClick={false}
      closeButton={CloseToast}
      newestOnTop
      limit={4}
      theme="light"
      aria-label={t('toasts.region')}
    />
  );
}
