import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { InputFrom } from 'xstate';
import type { AccountUser } from '@/services/account/account.types';
import type { PaymentsService, PaymentsSubscription } from '@/services/subscriptions/subscriptions.types';
import { useAccountActor } from '@/app/account-actor';
import { getAccountRuntime } from '@/app/account-runtime-holder';
import { provideSubscription } from './subscription.actors';
import { useFlow } from './use-flow';

/**
 * The payments page's subscription flow (seed 001 §2): cancel, renew, switch plan and card details
 * through the page's payments client; a change makes the account read its subscriptions again
 * and the page its subscription, payment detail and history. `user` and `subscription` are read
 * when a call runs (the latest ones given).
 */
export function useSubscriptionFlow(
  input: InputFrom<ReturnType<typeof provideSubscription>>,
  page: {
    service: Promise<PaymentsService>;
    user: AccountUser | null;
    subscription: PaymentsSubscription | null;
  },
) {
  const queryClient = useQueryClient();
  const account = useAccountActor();
  const latest = useRef(page);
  latest.current = page;
  return useFlow(
    'subscription',
    () =>
      provideSubscription({
        service: () => latest.current.service,
        accountService: () => getAccountRuntime()?.service() ?? null,
        user: () => latest.current.user,
        current: () => latest.current.subscription,
        onUserUpdated: (next) => account?.send({ type: 'ACCOUNT.USER_UPDATED', user: next }),
        onChange: () => {
          account?.send({ type: 'ACCOUNT.RELOAD_SUBSCRIPTIONS' });
          void queryClient.invalidateQueries({ queryKey: ['payments', 'subscription'] });
          void queryClient.invalidateQueries({ queryKey: ['payments', 'detail'] });
          void queryClient.invalidateQueries({ queryKey: ['payments', 'transactions'] });
        },
      }),
    input,
    () => {},
  );
}
