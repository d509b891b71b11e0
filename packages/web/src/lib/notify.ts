// spec 9: toasts top-right, 4000 ms by default and for errors, 2000 ms for success, at most 20.
import { toast } from 'sonner';
import { toastTimings } from '@talentpool/domain/limits';

export const notify = {
  info: (message: string) => toast(message, { duration: toastTimings.defaultMs }),
  success: (message: string, id?: string | number) =>
    toast.success(message, { duration: toastTimings.successMs, id }),
  error: (message: string, id?: string | number) =>
    toast.error(message, { duration: toastTimings.errorMs, id }),
  loading: (message: string) => toast.loading(message),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
