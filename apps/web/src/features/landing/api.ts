import { type ContactRequestInput, contactRequestRoutes } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

export const useSendContactRequest = () =>
  useMutation({ mutationFn: (body: ContactRequestInput) => request(contactRequestRoutes.create, { body }) });
