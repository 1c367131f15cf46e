import type { RoleName } from '../users/users.schemas';

const everyone = ['agent', 'manager', 'accountAdmin'] as const satisfies readonly RoleName[];
const managers = ['manager', 'accountAdmin'] as const satisfies readonly RoleName[];
const accountAdmins = ['accountAdmin'] as const satisfies readonly RoleName[];

/**
 * Who may do what, one capability a row, in the order the Users page shows them. Every signed-in
 * route names the capability it needs (route.ts): the server refuses the other roles with 403 and
 * the web app hides what the signed-in role lacks. Rows marked "per conversation" are read where
 * the rule applies to one object rather than to a whole route.
 */
export const permissionMatrix = {
  ownProfile: everyone,
  seeOnboarding: everyone,
  workInbox: everyone,
  /** Per conversation: agents see those assigned to them and the unassigned ones. */
  seeAllConversations: managers,
  /** Per note: agents change and delete only their own. */
  editOthersNotes: managers,
  readChannels: everyone,
  readTemplates: everyone,
  readQuickReplies: everyone,
  workContacts: everyone,
  /** Orders are the shop's work: whoever answers the customers confirms and ships them. */
  workOrders: everyone,
  deleteContacts: managers,
  exportContacts: managers,
  importContacts: managers,
  manageTemplates: managers,
  readCampaigns: managers,
  manageCampaigns: managers,
  manageQuickReplies: managers,
  manageChatbots: managers,
  /** The Store: the channel's catalog at the provider, which every role reads for the orders and the composer. */
  manageCatalog: managers,
  /** Which templates tell customers of their orders outside the window. */
  manageOrderSettings: managers,
  manageTags: managers,
  manageAutoAssign: managers,
  seeUsers: managers,
  manageUsers: accountAdmins,
  manageChannels: accountAdmins,
  accountSettings: accountAdmins,
  /** API keys act for the whole account, so only its admins create and revoke them. */
  manageApiKeys: accountAdmins,
  /** Outbound webhooks: where the account's events go, signed with secrets only admins see. */
  manageWebhooks: accountAdmins,
} as const satisfies Record<string, readonly RoleName[]>;

export type Capability = keyof typeof permissionMatrix;
export const capabilities = Object.keys(permissionMatrix) as Capability[];

export const can = (roleName: RoleName, capability: Capability): boolean =>
  (permissionMatrix[capability] as readonly RoleName[]).includes(roleName);
