import { defineRoutes } from '../route';
import {
  GraphMediaUploaded,
  GraphMessageInput,
  GraphMessageSent,
  GraphPhoneNumberParams,
} from './graph-door.schemas';
import { graphSentExample, graphTextExample, withExamples } from './public-api.examples';

/**
 * A Cloud API-compatible door: a client library written for Meta's Graph API sends through Parley by
 * changing its base URL to `<Parley>/graph` and its token to an API key. The phone number id is the
 * channel's (`phoneNumberId`). Each send shows in the inbox and the API report like any other.
 */
export const graphDoorRoutes = defineRoutes({
  sendMessage: {
    method: 'POST',
    path: '/graph/:version/:phoneNumberId/messages',
    summary:
      "Send a message as the Cloud API's `POST /{phone-number-id}/messages` does (text, image, video, audio, document, interactive button or list, template); the answer's message id is Parley's, which `GET /api/public/v1/messages/{id}` reads",
    auth: 'apiKey',
    params: GraphPhoneNumberParams,
    body: withExamples(GraphMessageInput, { example: graphTextExample }),
    response: withExamples(GraphMessageSent, { example: graphSentExample }),
  },
  uploadMedia: {
    method: 'POST',
    path: '/graph/:version/:phoneNumberId/media',
    summary:
      "Upload a file as the Cloud API's `POST /{phone-number-id}/media` does (multipart `file`, `type`, `messaging_product`); the id it answers is sent as a media `id`",
    auth: 'apiKey',
    params: GraphPhoneNumberParams,
    response: withExamples(GraphMediaUploaded, { example: { id: '8f3b1d6a-2c9e-4a57-b0e1-7d5c3a9f2b64' } }),
  },
});
