import { type Capability, can } from '@parley/contract';
import { useUser } from './session';

/** Whether the signed-in user's role has the capability, by the matrix the server enforces. */
export const useCan = (capability: Capability): boolean => can(useUser().roleName, capability);
