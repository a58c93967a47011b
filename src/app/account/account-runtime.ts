import { useSelector } from '@xstate/react';
import { useAccountTranslations } from '@/i18n/use-account-translations';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectAccountStatus,
  selectFeatures,
  selectHasSubscription,
  selectSubscriptions,
  selectUser,
  type AccountActorRef,
  type AccountStatus,
} from '@machines/account/account.selectors';
import type { AccountFeatures, AccountUser, Subscription } from '@/services/account/account.types';
import type { AccountFlowDeps } from '@/app/flows/account-flows.actors';
import { useAccountActor } from '@/app/account-actor';
import { useAppRuntime } from '@/app/providers';
import { showAccountToast } from '@/app/toasts/account-toasts';
import { socialRedirectUrl } from '@machines/app-start/config-source';
import { accountServiceOf } from '@/app/account/account-service';
import type { Message } from '@/components/account/failure-messages';
import { pageLocalStorage, pageSessionStorage } from '@/services/page-storage';

export type AccountView = {
  status: AccountStatus;
  signedIn: boolean;
  user: AccountUser | null;
  features: AccountFeatures | null;
  /** seed 000 §4 Login: the viewer's subscriptions (a new list after every reload). */
  subscriptions: readonly Subscription[];
  /** A current subscription (seed 000 §4): the access rules read it. */
  hasSubscription: boolean;
};

const NO_SUBSCRIPTIONS: readonly Subscription[] = [];

/** Where the viewer's account stands, for guards and views. */
export function useAccount(): AccountView {
  const actor = useAccountActor();
  const { appActor } = useAppRuntime();
  // While the account code loads, a stored session is still to be restored: neither in nor out.
  const loadingAccount = useSelector(appActor, (snapshot) => snapshot.matches({ running: 'loadingAccount' }));
  const status = useSelector(actor, (s) =>
    s ? selectAccountStatus(s) : loadingAccount ? ('restoring' as const) : ('unavailable' as const),
  );
  const user = useSelector(actor, (s) => (s ? selectUser(s) : null));
  const features = useSelector(actor, (s) => (s ? selectFeatures(s) : null));
  const subscriptions = useSelector(actor, (s) => (s ? selectSubscriptions(s) : NO_SUBSCRIPTIONS));
  const hasSubscription = useSelector(actor, (s) => (s ? selectHasSubscription(s) : false));
  return { status, signedIn: status === 'signedIn', user, features, subscriptions, hasSubscription };
}

/** What the sign-in flows need from the page; stable, it looks everything up when used. */
export function useAccountFlowDeps(): AccountFlowDeps {
  useAccountTranslations();
  const { appActor } = useAppRuntime();
  return useMemo<AccountFlowDeps>(
    () => ({
      service: () => accountServiceOf(),
      account: () => (appActor.getSnapshot().context.account as AccountActorRef | null) ?? null,
      toast: showAccountToast,
      storage: pageLocalStorage(),
      leaveFor: (url) => window.location.assign(url),
      socialRedirectUrl: () => socialRedirectUrl(window.location.origin, pageSessionStorage()),
    }),
    [appActor],
  );
}

/** Turns a message (key or server text) into what is shown; null stays null. */
export function useMessageText(): (message: Message | string | null | undefined) => string | null {
  useAccountTranslations();
  const { t } = useTranslation(['account', 'user', 'common', 'error']);
  return useCallback(
    (message) => {
      if (!message) return null;
      if (typeof message === 'string') return String(t(message as never));
      if ('text' in message) return message.text;
      return String(t(message.key as never, message.values as never));
    },
    [t],
  );
}
