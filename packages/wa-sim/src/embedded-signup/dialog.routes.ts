import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mintSignupCode } from '../account/account.service';
import type { SimulatorContext } from '../context';
import type { SandboxPhoneNumber } from '../seed';
import type { SimulatorState } from '../state';
import { dialogPage, resultPage } from './dialog.view';

const DialogQuery = z.object({
  client_id: z.string(),
  /** The opener's origin, where the result is posted (Meta's dialog knows it from the app's domains). */
  origin: z.url({ protocol: /^https?$/ }),
});
const DialogForm = z.object({ phone_number_id: z.string(), choice: z.enum(['continue', 'cancel']) });

/**
 * Meta's Embedded Signup, as the simulator plays it: a dialog where the business picks (or adds) a
 * number; its result reaches the opener as Meta's `WA_EMBEDDED_SIGNUP` session message, followed by
 * a `WA_EMBEDDED_SIGNUP_CODE` message carrying the exchangeable code that Meta's SDK would hand to
 * the `FB.login` callback.
 */
export async function embeddedSignupRoutes(app: FastifyInstance, { state }: SimulatorContext) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<{ Querystring: unknown }>('/dialog/embedded-signup', async (request, reply) => {
    const query = DialogQuery.safeParse(request.query);
    if (!query.success || query.data.client_id !== state.seed.app.appId) {
      return reply.status(400).type('text/plain').send('Invalid client_id or origin');
    }
    const action = `/dialog/embedded-signup?${new URLSearchParams(query.data)}`;
    const { business } = state.seed;
    return reply
      .type('text/html')
      .send(dialogPage({ businessName: business.name, numbers: business.phoneNumbers, action }));
  });

  app.post<{ Querystring: unknown }>('/dialog/embedded-signup', async (request, reply) => {
    const query = DialogQuery.safeParse(request.query);
    const form = DialogForm.safeParse(request.body);
    if (!query.success || !form.success || query.data.client_id !== state.seed.app.appId) {
      return reply.status(400).type('text/plain').send('Invalid signup request');
    }
    const { business } = state.seed;
    const number =
      form.data.phone_number_id === 'new'
        ? addSandboxNumber(state)
        : business.phoneNumbers.find((candidate) => candidate.phoneNumberId === form.data.phone_number_id);
    const messages =
      form.data.choice === 'cancel' || !number
        ? [{ type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', data: { current_step: 'PHONE_NUMBER_SETUP' } }]
        : [
            {
              type: 'WA_EMBEDDED_SIGNUP',
              event: 'FINISH',
              data: {
                phone_number_id: number.phoneNumberId,
                waba_id: business.wabaId,
                business_id: business.wabaId,
              },
            },
            { type: 'WA_EMBEDDED_SIGNUP_CODE', code: mintSignupCode(state).code },
          ];
    return reply.type('text/html').send(resultPage(messages, query.data.origin));
  });
}

/** A new number in the sandbox business, as a business adding one during signup. */
function addSandboxNumber(state: SimulatorState): SandboxPhoneNumber {
  const numbers = state.seed.business.phoneNumbers;
  const serial = String(numbers.length + 1).padStart(4, '0');
  const number: SandboxPhoneNumber = {
    phoneNumberId: `10000000003${serial}`,
    displayPhoneNumber: `+1 555 030 ${serial}`,
    verifiedName: state.seed.business.name,
    qualityRating: 'GREEN',
    messagingLimitTier: 'TIER_250',
  };
  numbers.push(number);
  return number;
}
