import { z } from 'zod';
import * as f from '../fields';
import { validationMessages as m } from '../validation';

export const ContactRequestInput = z.object({
  name: f.required(m.nameRequired, 120),
  email: f.email,
  company: z.string().trim().max(120, m.tooLong).optional(),
  message: f.required(m.messageRequired, 4000),
});
export type ContactRequestInput = z.infer<typeof ContactRequestInput>;

export const ContactRequestCreated = z.object({ contactRequestId: z.uuid() });
