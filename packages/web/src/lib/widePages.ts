// Issue 23 (decision 132) and decision 300: the pages that take the window's whole width instead
// of main's 1,200 px, known from the address. It was known from the page's content
// (`main:has(.jobs-pipeline)`): main widened once the pipeline had loaded, and at 1280 px the
// sidebar's links, already shown, moved 40 px sideways under a press.
import { matchPath } from 'react-router';

/** The pipeline of a posting (its board, its ranked list), not the new posting's form. */
export function isWidePage(pathname: string): boolean {
  const pipeline = matchPath('/CompanyView/Jobs/:id', pathname);
  return pipeline !== null && pipeline.params.id?.toLowerCase() !== 'new';
}
