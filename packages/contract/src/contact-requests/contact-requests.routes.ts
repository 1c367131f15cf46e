import { defineRoutes } from '../route';
import { ContactRequestCreated, ContactRequestInput } from './contact-requests.schemas';

export const contactRequestRoutes = defineRoutes({
  create: {
    method: 'POST',
    path: '/api/v1/contact-requests',
    summary: 'Leave a message for the Parley team',
    auth: 'none',
    body: ContactRequestInput,
    response: ContactRequestCreated,
  },
});
