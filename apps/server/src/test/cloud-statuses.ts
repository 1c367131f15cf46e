export interface TestStatus {
  id: string;
  status: string;
  /** What the send carried as `biz_opaque_callback_data`. */
  callbackData?: string;
}

/**
 * A Cloud API webhook body carrying these message statuses for the sandbox number, as Meta sends
 * it (pricing included), plus a field Meta may add one day, which Parley must ignore.
 */
export function cloudStatusesBody(statuses: TestStatus[]): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000001',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100001', phone_number_id: '100000000000001' },
              statuses: statuses.map(({ id, status, callbackData }) => ({
                id,
                status,
                ...(callbackData ? { biz_opaque_callback_data: callbackData } : {}),
                timestamp: '1795350000',
                recipient_id: '4915112345678',
                pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'marketing' },
                a_field_from_the_future: { nested: true },
              })),
            },
          },
        ],
      },
    ],
  });
}
