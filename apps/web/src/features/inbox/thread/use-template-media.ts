import { storedMediaPath } from '@parley/contract';
import { useQueries } from '@tanstack/react-query';
import { getStoredMediaQueryOptions } from '../api';

const storedPrefix = storedMediaPath('');

// A file stays in the query cache for the session, so its address is made once and lives as long.
const objectUrls = new WeakMap<Blob, string>();
function objectUrlOf(blob: Blob): string {
  let url = objectUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
}

/**
 * Where a sent template's header media show: a link as it is, and one of the account's stored files
 * (its API path, which needs the session's token) fetched and shown from its blob.
 */
export function useTemplateMediaUrls(links: readonly (string | undefined)[]): (string | undefined)[] {
  const mediaIds = links.map((link) =>
    link?.startsWith(storedPrefix) ? link.slice(storedPrefix.length) : undefined,
  );
  const files = useQueries({
    queries: mediaIds.map((mediaId) => ({
      ...getStoredMediaQueryOptions(mediaId ?? ''),
      enabled: !!mediaId,
    })),
  });
  return links.map((link, index) => {
    if (!mediaIds[index]) return link;
    const blob = files[index]?.data;
    return blob ? objectUrlOf(blob) : undefined;
  });
}
