// Issue 11 (decision 099): sonner, the toast library, is not part of the landing page. The first
// toast asks for it: App then mounts the toaster (app/ToasterHost.tsx, its own chunk), which
// hands over sonner's `toast` once it listens, and the waiting toasts show in the order asked.
import { useSyncExternalStore } from 'react';

export type Toast = typeof import('sonner').toast;

let requested = false;
const listeners = new Set<() => void>();
let markReady: (toast: Toast) => void = () => undefined;
const ready = new Promise<Toast>((resolve) => {
  markReady = resolve;
});

/** sonner's toast, once the toaster is on the page; the first call asks App to mount it. */
export function whenToasterReady(): Promise<Toast> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Called by the toaster host once sonner's Toaster listens. */
export function toasterMounted(toast: Toast): void {
  markReady(toast);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isRequested = () => requested;

/** True from the first toast on: App mounts the toaster then. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(subscribe, isRequested, isRequested);
}
