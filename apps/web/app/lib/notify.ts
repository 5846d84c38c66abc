import { toast, type Id, type ToastOptions } from 'react-toastify/unstyled';

/**
 * Toasts (SPEC.md §9). The same text is never stacked twice: the message is
 * the toast id, so a repeated error refreshes the visible toast instead.
 */
export function notifyError(message: string, options: ToastOptions = {}): Id {
  return toast.error(message, { toastId: `error:${message}`, role: 'alert', ...options });
}

export function notifySuccess(message: string, options: ToastOptions = {}): Id {
  return toast.success(message, { toastId: `success:${message}`, ...options });
}

export function notifyInfo(message: string, options: ToastOptions = {}): Id {
  return toast.info(message, { toastId: `info:${message}`, ...options });
}
