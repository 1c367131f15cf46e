import { createGraphClient } from './graph-client';

export interface BusinessPhoneNumber {
  phoneNumberId: string;
  displayPhoneNumber: string;
  verifiedName: string;
  qualityRating?: string;
}

/** Calls on a WhatsApp Business Account (WABA) rather than on one of its numbers. */
export function createCloudApiBusinessAccount(options: {
  graphUrl: string;
  accessToken: string;
  businessAccountId: string;
}) {
  const { request, postJson } = createGraphClient(options.graphUrl, options.accessToken);
  return {
    /** The account's numbers; a token that may not read the account is refused here (190, 100, 200). */
    async phoneNumbers(): Promise<BusinessPhoneNumber[]> {
      const { data } = await request<{
        data: { id: string; display_phone_number: string; verified_name: string; quality_rating?: string }[];
      }>(
        `${options.businessAccountId}/phone_numbers?fields=id,display_phone_number,verified_name,quality_rating`,
      );
      return data.map((number) => ({
        phoneNumberId: number.id,
        displayPhoneNumber: number.display_phone_number,
        verifiedName: number.verified_name,
        qualityRating: number.quality_rating,
      }));
    },

    /** Subscribes Parley's app to the account, so its messages and statuses come to Parley's webhook. */
    async subscribeApp(): Promise<void> {
      await postJson(`${options.businessAccountId}/subscribed_apps`, {});
    },
  };
}
