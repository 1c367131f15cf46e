import { onboardingRoutes } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

export const getOnboarding = () => request(onboardingRoutes.get);
export const getOnboardingQueryOptions = () =>
  queryOptions({ queryKey: ['onboarding'], queryFn: getOnboarding });
export const useOnboarding = () => useQuery(getOnboardingQueryOptions());
