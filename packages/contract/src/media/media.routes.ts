import { defineRoutes } from '../route';
import {
  HeaderHandle,
  HeaderUploadQuery,
  HeaderUploadSession,
  MediaFile,
  MediaIdParams,
  MediaUploaded,
  UploadMediaByUrlInput,
} from './media.schemas';

export const mediaRoutes = defineRoutes({
  upload: {
    method: 'POST',
    path: '/api/v1/media',
    summary: 'Store a file (multipart field `file`); its type is read from its bytes and limited per type',
    auth: 'bearer',
    capability: 'workInbox',
    response: MediaUploaded,
  },
  uploadByUrl: {
    method: 'POST',
    path: '/api/v1/media/by-url',
    summary: 'Store a file fetched from a public address (private and loopback addresses are refused)',
    auth: 'bearer',
    capability: 'workInbox',
    body: UploadMediaByUrlInput,
    response: MediaUploaded,
  },
  file: {
    method: 'GET',
    path: '/api/v1/media/:mediaId',
    summary: 'A stored file of the account',
    auth: 'bearer',
    capability: 'workInbox',
    params: MediaIdParams,
    response: MediaFile,
  },
  headerSession: {
    method: 'POST',
    path: '/api/v1/media/header-sessions',
    summary:
      "Start the provider's upload of a template header sample (multipart field `file`, at most 5 MB); answers its id",
    auth: 'bearer',
    capability: 'manageTemplates',
    query: HeaderUploadQuery,
    response: HeaderUploadSession,
  },
  headerHandle: {
    method: 'POST',
    path: '/api/v1/media/header-handles',
    summary:
      "Send the sample's bytes to its upload (multipart fields `id`, `offset` and `file`); answers the header handle `h`",
    auth: 'bearer',
    capability: 'manageTemplates',
    query: HeaderUploadQuery,
    response: HeaderHandle,
  },
});
