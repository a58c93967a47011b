/**
 * The media source refused the viewer's region (seed 000 §8): a HEAD on the source answered 403.
 * The message is 'access blocked'; the item's own geoBlockingMessage, when it has one, is what
 * the screen shows.
 */
export class AccessBlockedError extends Error {
  readonly kind = 'access-blocked' as const;
  readonly geoBlockingMessage: string | undefined;
  constructor(geoBlockingMessage: string | undefined) {
    super('access blocked');
    this.name = 'AccessBlockedError';
    this.geoBlockingMessage = geoBlockingMessage;
  }
}
