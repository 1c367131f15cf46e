import type { FlowMediaItem } from '@parley/contract';
import { checkMediaFile } from '../inbox/composer/media-file';

export type FlowMediaType = FlowMediaItem['type'];

export type FlowMediaFileProblem = { problem: 'type' } | { problem: 'size'; maxBytes: number };

/**
 * Why a picked file cannot be a media item of `type`, if it cannot: it must be one of the types
 * WhatsApp takes for that kind, within the kind's size limit (spec §9). The server checks both again
 * from the file's bytes.
 */
export function flowMediaFileProblem(
  file: Pick<File, 'type' | 'size'>,
  type: FlowMediaType,
): FlowMediaFileProblem | undefined {
  const check = checkMediaFile(file);
  if (check.ok) return check.kind === type ? undefined : { problem: 'type' };
  if (check.problem === 'size' && check.kind === type) return { problem: 'size', maxBytes: check.maxBytes };
  return { problem: 'type' };
}
