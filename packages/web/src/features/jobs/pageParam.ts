// The page number an address names (`?page=`), 1 when none or not a whole number past 1. Its own
// module, without the board's filters (the countries, the salary texts): My applications reads
// only this (decision 285).
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
