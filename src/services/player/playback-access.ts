import type { CheckAccessInput } from '@/domain/playback.types';
import type { FetchLike } from '../http/http';
import { AccessBlockedError } from '../content/content-errors';

/** seed 000 §8: 'Unauthorized' when the viewer may not play the stream. */
export class UnauthorizedError extends Error {
  readonly kind = 'unauthorized' as const;
  constructor() {
    super('Unauthorized');
    this.name = 'UnauthorizedError';
  }
}

/**
 * The fetch before playback (seed 000 §8, seed 002 §8): a HEAD on the stream. 403 means the
 * region is blocked ('access blocked', with the item's geoBlockingMessage), 401 that the viewer
 * is not entitled ('Unauthorized'). Any other answer, or none (a CDN without CORS for HEAD),
 * says nothing about access: the player finds out when it loads the stream.
 */
export async function checkPlaybackAccess(
  fetchImpl: FetchLike,
  { url, geoBlockingMessage }: CheckAccessInput,
): Promise<void> {
  let status: number;
  try {
    status = (await fetchImpl(url, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return;
  }
  if (status === 403) throw new AccessBlockedError(geoBlockingMessage ?? undefined);
  if (status === 401) throw new UnauthorizedError();
}
