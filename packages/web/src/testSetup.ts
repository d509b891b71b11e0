// Web component tests render at once, in either language: every text of both languages is
// loaded before each test file. The app itself loads them per language and on demand
// (lib/i18n.ts, decision 099). Files that run in node (no DOM) skip this.
if (typeof window !== 'undefined') {
  const { loadTexts } = await import('./lib/i18n');
  await Promise.all([loadTexts('en', 'all'), loadTexts('ar', 'all')]);
  // findBy* and waitFor wait up to 5 s, not 1 s: forms load their schemas lazily, and on two
  // loaded cores that alone took over a second (LoginForm's second-factor step failed so).
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  // The files of a worker share their modules (vitest.config.ts, decision 170): each starts as a
  // page load does, with no session ended in this tab.
  const { startAsNewTab } = await import('./lib/session');
  startAsNewTab();
  const { startAsNewDocument } = await import('./lib/firstFrame');
  startAsNewDocument();
}

export {};
