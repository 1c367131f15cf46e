import { z } from 'zod/mini';
import * as f from '../fields';
import { validationMessages as m } from '../validation';

export const ContactRequestInput = z.object({
  name: f.required(m.nameRequired, 120),
  email: f.email,
  company: z.optional(z.string().check(z.trim(), z.maxLength(120, m.tooLong))),
  message: f.required(m.messageRequired, 4000),
});
export type ContactRequestInput = z.infer<typeof ContactRequestInput>;

export const ContactRequestCreated = z.object({ contactRequestId: z.uuid() });
