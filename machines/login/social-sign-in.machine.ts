import { assign, fromCallback, setup } from 'xstate';
import type { SignedIn, SocialSignInTokens } from '@/services/account/account.types';
import { toFlowFailure, type ToastRequest } from './account-failure';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

export type SocialSignInInput = { tokens: SocialSignInTokens };
export type SocialSignInResult = SignedIn & { isNewUser: boolean };
export type SocialSignInOutput = { next: 'preferences' | 'home' | 'stay' };
/** What the account says of the viewer once it knows (the stored session restored, the user read). */
export type SocialViewerKnownEvent = { type: 'SOCIAL.VIEWER_KNOWN'; signedIn: boolean };

/**
 * Coming back from a social provider (seed 000 §2, seed 002 §4): the tokens the URL hash carried
 * make a session, the account is fetched (or created), and a new user picks sports on
 * /preferences; anyone else goes to /. A failure is 'Login error: {message}' (seed 002 §8).
 * The flow first waits for the account to know the viewer (`watchViewer` tells it): a viewer
 * signed in already keeps the page, only the tokens leave the address.
 */
export const socialSignInMachine = setup({
  types: {} as FlowTypes<
    { tokens: SocialSignInTokens; error: string | null },
    SocialViewerKnownEvent,
    string,
    SocialSignInInput,
    SocialSignInOutput
  >,
  actors: {
    watchViewer: fromCallback<SocialViewerKnownEvent>(() => {}),
    completeSocialSignIn: unprovided<SocialSignInResult, SocialSignInTokens>(),
  },
  actions: {
    announceSignedIn: (_, _params: SocialSignInResult) => {},
    showToast: (_, _params: ToastRequest) => {},
  },
  guards: {
    isNewUser: (_, result: SocialSignInResult) => result.isNewUser,
    isSignedIn: ({ event }) => event.signedIn,
  },
}).createMachine({
  id: 'socialSignIn',
  context: ({ input }) => ({ tokens: input.tokens, error: null }),
  initial: 'waiting',
  states: {
    waiting: {
      invoke: { id: 'watchViewer', src: 'watchViewer' },
      on: {
        'SOCIAL.VIEWER_KNOWN': [{ guard: 'isSignedIn', target: 'alreadySignedIn' }, { target: 'completing' }],
      },
    },
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
    alreadySignedIn: { type: 'final', output: { next: 'stay' } satisfies SocialSignInOutput },
  },
  output: ({ event }) => (event as unknown as { output: SocialSignInOutput }).output,
});
