// Shared by every feature that matches a typed text with LIKE (search, postings, the operator's
// lists).

/** LIKE pattern characters are matched literally: a search for "50%" finds "50%". */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
