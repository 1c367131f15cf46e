import type { SandboxPhoneNumber } from '../seed';

export interface PartnerSubscription {
  id: string;
  url: string;
  modes: string[];
  version: 2 | 3;
  tag: string;
}

export interface PartnerApp {
  id: string;
  name: string;
  /** Each app has its own business account, so its templates live apart from the sandbox WABA's. */
  wabaId: string;
  apiKey: string;
  appToken: string;
  phone?: SandboxPhoneNumber;
  signupLink?: { token: string; expiresAt: number };
  subscriptions: PartnerSubscription[];
}

/** The partner provider's side of the simulator: its account, apps, their numbers and message ids. */
export class PartnerStore {
  private readonly apps = new Map<string, PartnerApp>();
  private readonly partnerTokens = new Map<string, number>();
  /** Partner (Gupshup) message id per WhatsApp message id: the `gsId` of delivery events and replies. */
  readonly gupshupIds = new Map<string, string>();
  /** Review outcome per rejected template id, for the template list's `reason`. */
  readonly rejectionReasons = new Map<string, string>();
  private mintedNumbers = 0;
  private subscriptionCount = 0;

  constructor(readonly account: { email: string; password: string }) {}

  reset(): void {
    this.apps.clear();
    this.partnerTokens.clear();
    this.gupshupIds.clear();
    this.rejectionReasons.clear();
    this.mintedNumbers = 0;
    this.subscriptionCount = 0;
  }

  addPartnerToken(token: string, expiresAt: number): void {
    this.partnerTokens.set(token, expiresAt);
  }

  partnerTokenValid(token: string, now: number): boolean {
    return (this.partnerTokens.get(token) ?? 0) > now;
  }

  addApp(app: PartnerApp): void {
    this.apps.set(app.id, app);
  }

  app(id: string): PartnerApp | undefined {
    return this.apps.get(id);
  }

  allApps(): PartnerApp[] {
    return [...this.apps.values()];
  }

  appNamed(name: string): PartnerApp | undefined {
    const wanted = name.toLowerCase();
    return this.allApps().find((app) => app.name.toLowerCase() === wanted);
  }

  appWithApiKey(apiKey: string): PartnerApp | undefined {
    return this.allApps().find((app) => app.apiKey === apiKey);
  }

  appWithSignupToken(token: string): PartnerApp | undefined {
    return this.allApps().find((app) => app.signupLink?.token === token);
  }

  appOwningNumber(phoneNumberId: string): PartnerApp | undefined {
    return this.allApps().find((app) => app.phone?.phoneNumberId === phoneNumberId);
  }

  phoneNumber(phoneNumberId: string): SandboxPhoneNumber | undefined {
    return this.appOwningNumber(phoneNumberId)?.phone;
  }

  /** Numbers connected through signup: ids 100000000020001…, displayed +1 555 020 0001…. */
  mintPhoneNumber(verifiedName: string): SandboxPhoneNumber {
    this.mintedNumbers++;
    return {
      phoneNumberId: String(100_000_000_020_000 + this.mintedNumbers),
      displayPhoneNumber: `+1 555 020 ${String(this.mintedNumbers).padStart(4, '0')}`,
      verifiedName,
      qualityRating: 'GREEN',
      messagingLimitTier: 'TIER_250',
    };
  }

  nextSubscriptionId(): string {
    this.subscriptionCount++;
    return String(this.subscriptionCount);
  }
}
