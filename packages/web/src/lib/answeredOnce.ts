// Decision 300: a part of a page that shows once what stands above it has arrived asks this of
// each query it waits for: answered, or failed once (its retries do not keep the page waiting; a
// failure is said where it shows), or not asked at all (a query that is not enabled).
export function answeredOnce(query: { isLoading: boolean; failureCount: number }): boolean {
  return !query.isLoading || query.failureCount > 0;
}
