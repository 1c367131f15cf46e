import type { RoleName } from '@parley/contract';

/** Managers and account admins see the account's users; only account admins change them (as the server rules). */
export const canSeeUsers = (roleName: RoleName): boolean => roleName !== 'agent';
export const canManageUsers = (roleName: RoleName): boolean => roleName === 'accountAdmin';
