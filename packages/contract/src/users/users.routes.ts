import { AccessTokenResponse } from '../auth/auth.schemas';
import { defineRoutes } from '../route';
import { ChangePasswordInput, CurrentUser, UpdateBasicDetailsInput } from './users.schemas';

export const userRoutes = defineRoutes({
  me: {
    method: 'GET',
    path: '/api/v1/users/me',
    summary: 'The signed-in user with their account',
    auth: 'bearer',
    capability: 'ownProfile',
    response: CurrentUser,
  },
  updateBasicDetails: {
    method: 'PUT',
    path: '/api/v1/users/me/basic-details',
    summary: 'Update first name, last name and contact number',
    auth: 'bearer',
    capability: 'ownProfile',
    body: UpdateBasicDetailsInput,
    response: CurrentUser,
  },
  changePassword: {
    method: 'PUT',
    path: '/api/v1/users/me/password',
    summary: 'Change the password, given the current one; answers a new token, since older ones stop working',
    auth: 'bearer',
    capability: 'ownProfile',
    body: ChangePasswordInput,
    response: AccessTokenResponse,
  },
});
