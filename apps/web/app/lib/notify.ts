import type * as ToastifyModule from 'react-toastify/unstyled';
import type { ToastOptions } from 'react-toastify/unstyled';

/**
 * Toasts (SPEC.md §9). The same text is never stacked twice: the message is
 * the toast id, so a repeated error refreshes the visible toast instead.
 *
 * react-toastify is loaded on the first toast, not with every page (ADR 0049):
 * its toast() queues what is sent before the region mounts, and <Toasts />
 * mounts the region as soon as this module says a toast is wanted.
 */
type Toastify = typeof ToastifyModule;

let toastify: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function withToastify(show: (library: Toastify) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  toastify ??= import('react-toastify/unstyled');
  void toastify.then(show, () => {
    toastify = undefined;
  });
}

/** For <Toasts />: whether any toast has been sent, and a way to hear of the first one. */
export const toastRegion = {
  wanted: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function notifyError(message: string, options: ToastOptions = {}): void {
  withToastify(({ toast }) => toast.error(message, { toastId: `error:${message}`, role: 'alert', ...options }));
}

export function notifySuccess(message: string, options: ToastOptions = {}): void {
  withToastify(({ toast }) => toast.success(message, { toastId: `success:${message}`, ...options }));
}

export function notifyInfo(message: string, options: ToastOptions = {}): void {
  withToastify(({ toast }) => toast.info(message, { toastId: `info:${message}`, ...options }));
}
