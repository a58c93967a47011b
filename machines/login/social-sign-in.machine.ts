import { assign, fromPromise, setup } from 'xstate';
import type { SignedIn, SocialSignInTokens } from '@/services/account/account.types';
import { toFlowFailure, type ToastRequest } from './account-failure';

const never = <T,>() => new Promise<T>(() => {});

export type SocialSignInInput = { tokens: SocialSignInTokens };
export type SocialSignInResult = SignedIn & { isNewUser: boolean };
export type SocialSignInOutput = { next: 'preferences' | 'home' };

/**
 * Coming back from a social provider (seed 000 §2, seed 002 §4): the tokens the URL hash carried
 * make a session, the account is fetched (or created), and a new user picks sports on
 * /preferences; anyone else goes to /. A failure is 'Login error: {message}' (seed 002 §8).
 */
export const socialSignInMachine = setup({
  types: {
    context: {} as { tokens: SocialSignInTokens; error: string | null },
    input: {} as SocialSignInInput,
    output: {} as SocialSignInOutput,
  },
  actors: {
    completeSocialSignIn: fromPromise<SocialSignInResult, SocialSignInTokens>(() => never()),
  },
  actions: {
    announceSignedIn: (_, _params: SocialSignInResult) => {},
    showToast: (_, _params: ToastRequest) => {},
  },
  guards: {
    isNewUser: (_, result: SocialSignInResult) => result.isNewUser,
  },
}).createMachine({
  id: 'socialSignIn',
  context: ({ input }) => ({ tokens: input.tokens, error: null }),
  initial: 'completing',
  states: {
    completing: {
      invoke: {
        id: 'completeSocialSignIn',
        src: 'completeSocialSignIn',
        input: ({ context }) => context.tokens,
        onDone: [
          {
            guard: { type: 'isNewUser', params: ({ event }) => event.output },
            target: 'newUser',
            actions: { type: 'announceSignedIn', params: ({ event }) => event.output },
          },
          { target: 'signedIn', actions: { type: 'announceSignedIn', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => toFlowFailure(event.error).message }),
            {
              type: 'showToast',
              params: ({ event }) => ({
                kind: 'error',
                key: 'login_error',
                values: { message: toFlowFailure(event.error).message },
              }),
            },
          ],
        },
      },
    },
    newUser: { type: 'final', output: { next: 'preferences' } satisfies SocialSignInOutput },
    signedIn: { type: 'final', output: { next: 'home' } satisfies SocialSignInOutput },
    failed: { type: 'final', output: { next: 'home' } satisfies SocialSignInOutput },
  },
  output: ({ event }) => (event as unknown as { output: SocialSignInOutput }).output,
});
