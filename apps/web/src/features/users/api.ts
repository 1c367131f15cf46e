import {
  type CreateUserInput,
  type ListTeamUsersQuery,
  teamUserRoutes,
  type UpdateUserInput,
} from '@parley/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { getAgentsQueryOptions } from '../inbox/panel-api';

/** Every users query key starts with this; a change to one user refreshes every list. */
export const usersKey = ['users'] as const;

export const getUsers = (query: ListTeamUsersQuery) => request(teamUserRoutes.list, { query });
export const getUsersQueryOptions = (query: ListTeamUsersQuery) =>
  queryOptions({
    queryKey: [...usersKey, 'list', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
export const useUsers = (query: ListTeamUsersQuery) => useQuery(getUsersQueryOptions(query));

/** The inbox's agents are the account's users too: its assign menu must show a change without a reload. */
function useUsersMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: getAgentsQueryOptions().queryKey }),
      ]),
  });
}

export const useCreateUser = () =>
  useUsersMutation((body: CreateUserInput) => request(teamUserRoutes.create, { body }));

export const useUpdateUser = () =>
  useUsersMutation(({ userId, body }: { userId: string; body: UpdateUserInput }) =>
    request(teamUserRoutes.update, { params: { userId }, body }),
  );

export const useDeleteUser = () =>
  useUsersMutation((userId: string) => request(teamUserRoutes.remove, { params: { userId } }));
