import { randomBytes, randomFillSync, randomInt } from 'node:crypto';

/** A wamid looks like Meta's: `wamid.` and base64 of an opaque, phone-bearing blob. */
export function newWamid(waId: string): string {
  const blob = Buffer.concat([
    Buffer.from(`\u0018\u000b${waId}\u0015\u0002\u0000\u0012\u0018\u0014`),
    sixteenRandomBytes(),
  ]);
  return `wamid.${blob.toString('base64')}`;
}

// One call into the CSPRNG per 1,024 wamids: a call per send cost as much as the rest of the id.
const randomPool = Buffer.alloc(16 * 1024);
let randomPoolOffset = randomPool.length;

function sixteenRandomBytes(): Buffer {
  if (randomPoolOffset === randomPool.length) {
    randomFillSync(randomPool);
    randomPoolOffset = 0;
  }
  randomPoolOffset += 16;
  return randomPool.subarray(randomPoolOffset - 16, randomPoolOffset);
}

/**
 * Graph object ids are decimal strings of 15–16 digits. They stay below 2^53, as Meta's do, because
 * webhooks carry some of them as JSON numbers (`message_template_id`).
 */
export function newGraphId(): string {
  return `${randomInt(1, 9)}${Array.from({ length: 15 }, () => randomInt(0, 10)).join('')}`;
}

export function newFbtraceId(): string {
  return randomBytes(8).toString('base64url');
}

export function newToken(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

export function unixSeconds(at: number): string {
  return String(Math.floor(at / 1000));
}

export function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}
