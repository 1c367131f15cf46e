import { OkResponse } from '../common';
import { defineRoutes } from '../route';
import {
  CreateUserInput,
  ListTeamUsersQuery,
  TeamUser,
  TeamUserList,
  UpdateUserInput,
  UserIdParams,
} from './team-users.schemas';

/** The account's users (spec §7 "GET users; POST user; PUT user; DELETE user by id"). */
export const teamUserRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/v1/users',
    summary: "The account's users, searched and sorted; for managers and account admins",
    auth: 'bearer',
    capability: 'seeUsers',
    query: ListTeamUsersQuery,
    response: TeamUserList,
  },
  create: {
    method: 'POST',
    path: '/api/v1/users',
    summary: 'Add a user to the account; account admins only',
    auth: 'bearer',
    capability: 'manageUsers',
    body: CreateUserInput,
    response: TeamUser,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/users/:userId',
    summary: "Change a user's details and role, and their password if one is given; account admins only",
    auth: 'bearer',
    capability: 'manageUsers',
    params: UserIdParams,
    body: UpdateUserInput,
    response: TeamUser,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/users/:userId',
    summary: 'Delete a user; their conversations become unassigned. Account admins only',
    auth: 'bearer',
    capability: 'manageUsers',
    params: UserIdParams,
    response: OkResponse,
  },
});
