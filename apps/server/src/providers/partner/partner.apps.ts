import type { PartnerClient } from './partner-client';

export interface PartnerAppDetails {
  appId: string;
  appName: string;
  /** Null until the business completed the signup link. */
  displayPhoneNumber: string | null;
  phoneNumberId: string | null;
  businessAccountId: string | null;
  apiKey: string | null;
  live: boolean;
}

interface AppDetailsBody {
  appDetails: {
    id: string;
    name: string;
    live?: boolean;
    phone?: string | null;
    phoneNumberId?: string | null;
    wabaId?: string | null;
    apiKey?: string | null;
  };
}

/** The partner provider's app life cycle: create, sign up a number, fetch its token, subscribe webhooks. */
export function partnerApps(client: PartnerClient) {
  const app = (appId: string) => `/partner/app/${encodeURIComponent(appId)}`;
  return {
    async create(input: { appName: string; templateMessaging: boolean; disableOptinPrefUrl: boolean }) {
      const { app: created } = await client.asPartner<{ app: { id: string; name: string } }>('/partner/app', {
        form: {
          name: input.appName,
          templateMessaging: String(input.templateMessaging),
          disableOptinPrefUrl: String(input.disableOptinPrefUrl),
        },
      });
      return { appId: created.id, appName: created.name };
    },

    async signupLink(appId: string): Promise<string> {
      const { link } = await client.asPartner<{ link: string }>(
        `${app(appId)}/onboarding/embed/link?regenerate=true`,
      );
      return link;
    },

    async details(appId: string): Promise<PartnerAppDetails> {
      const { appDetails } = await client.asPartner<AppDetailsBody>(`${app(appId)}/details`);
      return {
        appId: appDetails.id,
        appName: appDetails.name,
        displayPhoneNumber: appDetails.phone ?? null,
        phoneNumberId: appDetails.phoneNumberId ?? null,
        businessAccountId: appDetails.wabaId ?? null,
        apiKey: appDetails.apiKey ?? null,
        live: appDetails.live ?? false,
      };
    },

    async token(appId: string): Promise<string> {
      const { token } = await client.asPartner<{ token: { token: string } }>(`${app(appId)}/token`);
      return token.token;
    },

    /**
     * Points the app's events (messages, statuses, templates, the account's health) at `url`, in the
     * provider's own format: version 2 is asked for explicitly, as its version 3 carries neither
     * template nor account events.
     */
    async subscribe(appId: string, appToken: string, url: string): Promise<void> {
      await client.asApp(appToken, `${app(appId)}/subscription`, {
        form: {
          url,
          modes: 'MESSAGE,ENQUEUED,SENT,DELIVERED,READ,FAILED,TEMPLATE,ACCOUNT',
          tag: 'parley',
          version: '2',
        },
      });
    },
  };
}

export type PartnerApps = ReturnType<typeof partnerApps>;
