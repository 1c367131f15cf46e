/**
 * The Graph API versions Meta serves (late 2026: v26.0 came out on 2026-07-29 and v20.0 expired on
 * 2026-09-24; see https://developers.facebook.com/docs/graph-api/changelog/versions/), oldest first.
 */
export const servedGraphVersions = ['v21.0', 'v22.0', 'v23.0', 'v24.0', 'v25.0', 'v26.0'];

/**
 * The version Graph answers a call to `requested` with, or undefined for a version it never had.
 * A call to an expired version is served by the oldest version still served, as Meta's versioning
 * guide says.
 */
export function servingGraphVersion(requested: string): string | undefined {
  if (servedGraphVersions.includes(requested)) return requested;
  return wasReleased(requested) ? servedGraphVersions[0] : undefined;
}

/** Meta's releases before the served ones: v1.0, v2.0–v2.12, v3.0–v3.3, then v4.0, v5.0, … */
function wasReleased(version: string): boolean {
  const match = /^v(\d+)\.(\d+)$/.exec(version);
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  const lastMinor: Record<number, number> = { 1: 0, 2: 12, 3: 3 };
  const newestMajor = Number(servedGraphVersions.at(-1)?.slice(1).split('.')[0]);
  return minor <= (lastMinor[major] ?? 0) && major >= 1 && major <= newestMajor;
}
