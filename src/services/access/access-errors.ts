/** The access failures of seed 000 §8, word for word. */
export const accessMessages = {
  unauthorized: 'Unauthorized',
  generateFailed: 'Failed to get / generate access tokens and retrieve media.',
  refreshFailed: 'Failed to refresh access tokens and retrieve media.',
} as const;

export type AccessFailure = keyof typeof accessMessages;

/**
 * Media the viewer may not have (seed 000 §8): entitlement not granted or its token call failed
 * ('Unauthorized'), no passport could be had, or a refused passport could not be refreshed.
 * `cause` keeps the transport error underneath, if there was one.
 */
export class AccessError extends Error {
  readonly kind = 'access' as const;
  readonly reason: AccessFailure;
  constructor(reason: AccessFailure, options?: { cause?: unknown }) {
    super(accessMessages[reason], options);
    this.name = 'AccessError';
    this.reason = reason;
  }
}
