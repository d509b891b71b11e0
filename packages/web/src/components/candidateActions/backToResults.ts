// Decision 146: the way back from a candidate's profile to the search results it was opened from.
// The results' query string (filters, free text, order, page) travels in the profile's URL as
// `back`, so a reload, a new tab or a shared link keeps it. Only a query string is kept: the way
// back always leads to the search page, never to an address someone put in the link.
export const backParam = 'back';
export const searchResultsPath = '/Company/Filter';

/** The profile's address, opened from the results whose query string is `resultsQuery`. */
export function profilePathFromResults(userId: string, resultsQuery: string): string {
  const query = resultsQuery.replace(/^\?/, '');
  return `/viewProfile/${encodeURIComponent(userId)}?${backParam}=${encodeURIComponent(query)}`;
}

/** The results' address from a profile's `back` value; null when not opened from the results. */
export function resultsPathOf(back: string | null): string | null {
  if (back === null) return null;
  // Parsed and written again: whatever was put there stays a query string of the search page.
  const query = new URLSearchParams(back).toString();
  return query ? `${searchResultsPath}?${query}` : searchResultsPath;
}
