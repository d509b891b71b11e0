// Web component tests render at once, in either language: every text of both languages is
// loaded before each test file. The app itself loads them per language and on demand
// (lib/i18n.ts, decision 099). Files that run in node (no DOM) skip this.
if (typeof window !== 'undefined') {
  const { loadTexts } = await import('./lib/i18n');
  await Promise.all([loadTexts('en', 'all'), loadTexts('ar', 'all')]);
}

export {};
