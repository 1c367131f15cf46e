import { type ApiKeyInput, apiKeyMessages, apiKeyRoutes } from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

export const getApiKeys = () => request(apiKeyRoutes.list);
export const getApiKeysQueryOptions = () => queryOptions({ queryKey: ['api-keys'], queryFn: getApiKeys });
export const useApiKeys = () => useQuery(getApiKeysQueryOptions());

function useApiKeysMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }),
  });
}

/** Answers the new key with its secret, `apiKey`, which the server never answers again. */
export const useCreateApiKey = () =>
  useApiKeysMutation((body: ApiKeyInput) => request(apiKeyRoutes.create, { body }));

/** Spec §4: a revocation from the API Key tab sends the remarks 'Revoked'. */
export const useRevokeApiKey = () =>
  useApiKeysMutation((apiKeyId: string) =>
    request(apiKeyRoutes.revoke, {
      params: { apiKeyId },
      body: { remarks: apiKeyMessages.revokeRemarks },
    }),
  );
