import { type ChangePasswordInput, type UpdateBasicDetailsInput, userRoutes } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessToken } from '../../lib/access-token';
import { request } from '../../lib/api-client';
import { getCurrentUserQueryOptions } from '../auth/api';

export const useUpdateBasicDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBasicDetailsInput) => request(userRoutes.updateBasicDetails, { body }),
    onSuccess: (user) => queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, user),
  });
};

/** The server ends every other session and answers a new token for this one. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordInput) => request(userRoutes.changePassword, { body }),
    onSuccess: ({ accessToken: token }) => accessToken.set(token),
  });
