import { defineRoutes } from '../route';
import { AccountIdParams, AccountSummary, SetAccountActiveInput } from './accounts.schemas';

/** Calls for the people who run a Parley installation, authorised by OPERATOR_TOKEN. */
export const operatorAccountRoutes = defineRoutes({
  setActive: {
    method: 'PATCH',
    path: '/api/v1/operator/accounts/:accountId',
    summary: 'Block or unblock a business account',
    auth: 'operator',
    params: AccountIdParams,
    body: SetAccountActiveInput,
    response: AccountSummary,
  },
});
