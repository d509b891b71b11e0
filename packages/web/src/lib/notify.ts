// spec 9: toasts top-right, 4000 ms by default and for errors, 2000 ms for success, at most 20.
// sonner loads with the first toast (lib/toaster.ts, decision 099), so each call is carried out
// when it is there, in the order made; loading() names its toast itself to return the id at once.
import { toastTimings } from '@talentpool/domain/limits';
import { whenToasterReady, type Toast } from './toaster';

let lastId = 0;

function withToast(show: (toast: Toast) => unknown): void {
  void whenToasterReady().then(show);
}

export const notify = {
  info: (message: string) =>
    withToast((toast) => toast(message, { duration: toastTimings.defaultMs })),
  success: (message: string, id?: string | number) =>
    withToast((toast) => toast.success(message, { duration: toastTimings.successMs, id })),
  error: (message: string, id?: string | number) =>
    withToast((toast) => toast.error(message, { duration: toastTimings.errorMs, id })),
  loading: (message: string): string => {
    lastId += 1;
    const id = `notify-loading-${lastId}`;
    withToast((toast) => toast.loading(message, { id }));
    return id;
  },
  dismiss: (id?: string | number) => withToast((toast) => toast.dismiss(id)),
};
