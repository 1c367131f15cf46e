import {
  type ContactImport,
  contactGroupRoutes,
  contactImportRoutes,
  contactRoutes,
  type SpreadsheetFormat,
  type StartImportInput,
} from '@parley/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, request, upload } from '../../../lib/api-client';

export const rejectionsPageSize = 10;

const isRunning = (contactImport: ContactImport | undefined) =>
  contactImport?.status === 'queued' || contactImport?.status === 'running';

export const getContactImport = (importId: string) =>
  request(contactImportRoutes.get, { params: { importId } });
export const getContactImportQueryOptions = (importId: string) =>
  queryOptions({
    queryKey: ['contact-imports', importId],
    queryFn: () => getContactImport(importId),
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
export const useContactImport = (importId: string) => useQuery(getContactImportQueryOptions(importId));

export const getImportRejections = (importId: string, page: number) =>
  request(contactImportRoutes.rejections, {
    params: { importId },
    query: { page, records: rejectionsPageSize },
  });
export const getImportRejectionsQueryOptions = (importId: string, page: number) =>
  queryOptions({
    queryKey: ['contact-imports', importId, 'rejections', page],
    queryFn: () => getImportRejections(importId, page),
    placeholderData: keepPreviousData,
  });
export const useImportRejections = (importId: string, page: number, enabled: boolean) =>
  useQuery({ ...getImportRejectionsQueryOptions(importId, page), enabled });

export const useUploadContactsFile = () =>
  useMutation({
    mutationFn: ({
      groupId,
      file,
      onProgress,
    }: {
      groupId: string;
      file: File;
      onProgress: (fraction: number) => void;
    }) => upload(contactGroupRoutes.upload, { params: { groupId } }, file, onProgress),
  });

export const useStartContactImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, body }: { importId: string; body: StartImportInput }) =>
      request(contactImportRoutes.start, { params: { importId }, body }),
    onSuccess: (started) =>
      queryClient.setQueryData(getContactImportQueryOptions(started.importId).queryKey, started),
  });
};

export const downloadSampleFile = (format: SpreadsheetFormat) =>
  download(contactRoutes.sampleFile, { query: { format } }, `contacts-sample.${format}`);

export const downloadRejectionsFile = (importId: string) =>
  download(contactImportRoutes.rejectionsFile, { params: { importId } }, 'rejected-rows.csv');
