import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again.
      retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});
