// Issue 11 (decision 099): React's lazy() for route pages, which also waits for every text of
// the current language (lib/i18n.ts). The landing page's entry carries only the first screen's
// texts; a lazy page renders once its code and its language's texts are both here, fetched in
// parallel. routes.tsx imports `lazyPage` from here instead of `lazy` from 'react'.
import {
  createElement,
  lazy as reactLazy,
  Suspense,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Spinner } from '../components/Spinner';
import { loadPageTexts } from './i18n';

// The same constraint as React's own lazy(): any component type, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return reactLazy(() => Promise.all([load(), loadPageTexts()]).then(([module]) => module));
}

/**
 * A route's page, lazy, inside a Suspense boundary of its own (decision 153). The router moves
 * to a page in a transition, and React keeps already shown content during a transition: with
 * only the layout's boundary, the page being left stayed on screen, live, until the next page's
 * code arrived, under an address that was already the next page's. A button pressed on it then
 * (the results' "Add a note" after opening a profile) opened a dialog that vanished with that
 * page a moment later. A boundary mounted with the page shows the spinner at once instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const Page = lazy(load);
  function LazyPage(props: ComponentProps<T>) {
    return createElement(
      Suspense,
      { fallback: createElement(Spinner) },
      createElement(Page, props),
    );
  }
  return LazyPage;
}
