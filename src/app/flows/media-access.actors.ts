import { fromPromise } from 'xstate';
import { mediaAccessMachine } from '@machines/media-access/media-access.machine';
import type { CheckOffersInput } from '@machines/media-access/media-access.types';
import type { AccountService } from '@/services/account/account.types';

/** seed 002 §4 "checked per media offer": any one entitled offer opens the item. */
export async function checkAnyOffer(
  service: AccountService | null,
  offerIds: readonly string[],
): Promise<boolean> {
  if (!service) throw new Error('Accounts are not available on this site');
  const answers = await Promise.allSettled(offerIds.map((offerId) => service.checkEntitlement(offerId)));
  if (answers.some((answer) => answer.status === 'fulfilled' && answer.value)) return true;
  const failure = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
  if (failure) throw failure.reason;
  return false;
}

export type MediaAccessDeps = {
  /** The page's account service, looked up when a check runs (its code loads lazily). */
  service: () => AccountService | null;
};

export function provideMediaAccess(deps: MediaAccessDeps) {
  return mediaAccessMachine.provide({
    actors: {
      checkOffers: fromPromise<boolean, CheckOffersInput>(({ input }) =>
        checkAnyOffer(deps.service(), input.offerIds),
      ),
    },
  });
}
