// The app's one TanStack Query client (App.tsx provides it). A module of its own so that a route's
// lazy loader can start a page's first call while the page's code downloads (decision 104).
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change on retry; network faults and 5xx get two more tries.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
