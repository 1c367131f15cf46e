export interface SandboxPhoneNumber {
  phoneNumberId: string;
  displayPhoneNumber: string;
  verifiedName: string;
  qualityRating: 'GREEN' | 'YELLOW' | 'RED';
  messagingLimitTier: string;
}

export interface SandboxSeed {
  app: { appId: string; appSecret: string; callbackUrl?: string; verifyToken?: string };
  accessToken: string;
  business: { wabaId: string; name: string; phoneNumbers: SandboxPhoneNumber[] };
  customers: { waId: string; name: string }[];
  /** The partner provider's login: `POST /partner/account/login` with this email and password. */
  partner: { email: string; password: string };
}

/** The fixed sandbox business; these ids are documented in the package README. */
export function sandboxSeed(): SandboxSeed {
  return {
    app: { appId: '900000000000001', appSecret: 'sandbox-app-secret' },
    accessToken: 'sandbox-system-user-token',
    business: {
      wabaId: '200000000000001',
      name: 'Parley Sandbox',
      phoneNumbers: [
        {
          phoneNumberId: '100000000000001',
          displayPhoneNumber: '+1 555 010 0001',
          verifiedName: 'Parley Sandbox',
          qualityRating: 'GREEN',
          messagingLimitTier: 'TIER_2K',
        },
        {
          phoneNumberId: '100000000000002',
          displayPhoneNumber: '+1 555 010 0002',
          verifiedName: 'Parley Sandbox Support',
          qualityRating: 'GREEN',
          messagingLimitTier: 'TIER_2K',
        },
        {
          phoneNumberId: '100000000000003',
          displayPhoneNumber: '+1 555 010 0003',
          verifiedName: 'Parley Sandbox Sales',
          qualityRating: 'GREEN',
          messagingLimitTier: 'TIER_2K',
        },
        {
          phoneNumberId: '100000000000004',
          displayPhoneNumber: '+1 555 010 0004',
          verifiedName: 'Parley Sandbox Orders',
          qualityRating: 'GREEN',
          messagingLimitTier: 'TIER_2K',
        },
        {
          phoneNumberId: '100000000000005',
          displayPhoneNumber: '+1 555 010 0005',
          verifiedName: 'Parley Sandbox Returns',
          qualityRating: 'GREEN',
          messagingLimitTier: 'TIER_2K',
        },
      ],
    },
    customers: [
      { waId: '15550101001', name: 'Ada Lovelace' },
      { waId: '15550101002', name: 'Grace Hopper' },
      { waId: '447700900123', name: 'Alan Turing' },
      { waId: '5511987650001', name: 'Maria Silva' },
    ],
    partner: { email: 'sandbox@partner.parley.test', password: 'sandbox-partner-secret' },
  };
}
