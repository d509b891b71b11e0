// sonner's toaster, in a chunk of its own that loads with the first toast (lib/toaster.ts,
// decision 099). Its effect runs after the Toaster's own, so sonner listens before any toast is
// handed to it.
import { useEffect, type ReactNode } from 'react';
import { Toaster, toast, type ToasterProps } from 'sonner';
import { toasterMounted } from '../lib/toaster';

export default function ToasterHost(props: ToasterProps): ReactNode {
  useEffect(() => toasterMounted(toast), []);
  return <Toaster {...props} />;
}
