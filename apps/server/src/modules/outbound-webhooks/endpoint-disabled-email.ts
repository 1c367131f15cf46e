import type { Email } from '../mail/mailer';

/** Tells an admin that Parley stopped sending to an endpoint, and how to start it again. */
export function endpointDisabledEmail(
  admin: { email: string; firstName: string },
  endpoint: { url: string; failingSince: Date | null },
): Email {
  const since = endpoint.failingSince ? ` since ${endpoint.failingSince.toUTCString()}` : '';
  return {
    to: admin.email,
    subject: 'Parley stopped sending webhooks to one of your endpoints',
    text: [
      `Hello ${admin.firstName},`,
      '',
      `Every delivery to ${endpoint.url} has failed${since}, so Parley has disabled this endpoint and sends it no more events.`,
      '',
      'Once the receiver answers again, enable the endpoint under Settings → Webhooks. Deliveries that failed meanwhile can be sent again from its delivery log.',
    ].join('\n'),
  };
}
