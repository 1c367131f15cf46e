import { contactRoutes, type ExportContactsQuery } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client';

export const downloadContactsExport = ({ format = 'csv', groupId, searchTerm }: ExportContactsQuery) =>
  download(
    contactRoutes.export,
    { query: { format, groupId, searchTerm: searchTerm || undefined } },
    `contacts.${format}`,
  );

export const useExportContacts = () => useMutation({ mutationFn: downloadContactsExport });
