import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage, i18nReady } from './lib/i18n';
import { resumeAtStart } from './lib/rememberedSession';
import { frameRevealed, holdFrameInputs, noteServerFrame } from './lib/firstFrame';
import { getSession } from './lib/session';
import './styles.css';
import { App } from './app/App';
import { preloadPageOf } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');

function render(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const reactRoot = createRoot(container);
  // A page the server wrote (the job board, a job page, the apply form: decisions 145, 156; the
  // job seeker's pages: decision 285) is already painted and readable: the app renders over it in
  // a transition, which React splits into short tasks instead of one long one that blocks the
  // phone's main thread (Total Blocking Time); the server's page stays until the app's is ready.
  // An empty root renders at once.
  if (container.firstElementChild) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}

/**
 * Decision 285: under a first paint the server wrote, the app's first frame waits for the page's
 * code and texts (the page, not a spinner, replaces the server's frame). A paint in another
 * language than the app's (a cookie and a remembered choice that disagree) is dropped at once:
 * never a wrong-language page longer than needed; so is a signed-in page's frame when nobody is
 * signed in in this tab (the app sends the visitor elsewhere, without loading that page), and a
 * visitor's frame (the home page, /about, /auth: decision 291) when somebody is.
 */
function whenPageReady(container: HTMLElement): Promise<unknown> {
  if (!container.firstElementChild) return Promise.resolve();
  const painted = container.dataset.lang;
  const wanted = container.dataset.session;
  const session = getSession();
  const forSomeoneElse =
    wanted === 'none' ? session.loggedIn : wanted && !(session.loggedIn && session.type === wanted);
  if ((painted && painted !== currentLanguage()) || forSomeoneElse) {
    container.replaceChildren();
    return Promise.resolve();
  }
  noteServerFrame();
  // Decision 292: a frame that shows its content later (/auth's form after the spinner's second)
  // is rendered over once it has; what was typed in it then goes into the app's page.
  return Promise.all([
    preloadPageOf(window.location.pathname).catch(() => undefined),
    frameRevealed(container),
  ]).then(() => holdFrameInputs(container));
}

// Decision 138: a new tab or a restarted browser resumes a remembered session, alongside the texts.
resumeAtStart();

// The first paint waits for the first screen's texts of the chosen language (decision 099): a
// remembered Arabic choice shows Arabic from the first frame. Should they fail to arrive, the app
// still starts (the keys show) rather than leaving an empty page.
void i18nReady
  .catch(() => undefined)
  .then(() => whenPageReady(root))
  .then(() => render(root));
