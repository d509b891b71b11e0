// Issue 11 (decision 099): React's lazy() for route pages, which also waits for every text of
// the current language (lib/i18n.ts). The landing page's entry carries only the first screen's
// texts; a lazy page renders once its code and its language's texts are both here, fetched in
// parallel. routes.tsx imports `lazyPage` from here instead of `lazy` from 'react'.
import {
  createElement,
  lazy as reactLazy,
  Suspense,
  useState,
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
/** A lazy page that can be fetched ahead of its first render (decision 285). */
export type PreloadablePage<P> = ComponentType<P> & {
  /** Downloads the page's code and its language's texts; resolves once both are here. */
  preload: () => Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  /** false: a page that uses only first-screen texts (/Q), which does not wait for the rest. */
  { allTexts = true }: { allTexts?: boolean } = {},
): PreloadablePage<ComponentProps<T>> {
  // Code already here (main.tsx preloads the page under a first paint the server wrote,
  // decision 285): the page itself at once, no spinner frame between that paint and the page.
  const Page = lazyPart(
    allTexts ? () => Promise.all([load(), loadPageTexts()]).then(([module]) => module) : load,
  );
  function LazyPage(props: ComponentProps<T>) {
    return createElement(
      Suspense,
      { fallback: createElement(Spinner) },
      createElement(Page, props),
    );
  }
  return Object.assign(LazyPage, { preload: Page.preload });
}

/**
 * A lazy part of a page another feature renders (a pipeline card's interviews, decision 300),
 * that the page's own loader can fetch first. Once its code is here, a part mounted after that
 * renders at once instead of suspending for a frame: a part that arrives after its page has
 * painted pushes what follows it, under a press already on its way (a card's "Details" moved a
 * line down between the press and the release, and the click went nowhere). Not yet here, it is
 * React's lazy() (the caller's Suspense shows meanwhile). It takes no texts of its own: the page
 * that shows it has waited for the whole language (lazyPage).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadablePage<ComponentProps<T>> {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    // A failed download may be tried again by the next render.
    pending.catch(() => (pending = undefined));
    return pending;
  };
  const Lazy = reactLazy(() => preload().then(() => ({ default: loaded as T })));
  function LazyPart(props: ComponentProps<T>) {
    // Chosen once per mount, so the element's type never changes under a mounted part.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyPart, { preload });
}
