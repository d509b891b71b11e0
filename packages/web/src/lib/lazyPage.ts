// Issue 11 (decision 099): React's lazy() for route pages, which also waits for every text of
// the current language (lib/i18n.ts). The landing page's entry carries only the first screen's
// texts; a lazy page renders once its code and its language's texts are both here, fetched in
// parallel. routes.tsx imports `lazy` from here instead of from 'react'.
import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadPageTexts } from './i18n';

// The same constraint as React's own lazy(): any component type, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return reactLazy(() => Promise.all([load(), loadPageTexts()]).then(([module]) => module));
}
