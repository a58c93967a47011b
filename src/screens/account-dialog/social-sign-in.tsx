import { useNavigate } from 'react-router';
import type { SocialLoginTokens } from '@machines/app-start/app-start.types';
import { provideSocialSignIn } from '@/app/flows/account-flows.actors';
import { paths } from '@/app/paths';
import { useAccountFlowDeps } from '@/app/account/account-runtime';
import { useFlow } from '@/app/flows/use-flow';

/**
 * Finishes a social sign-in whose tokens came back in the URL hash (seed 000 §2, seed 002 §4):
 * a new account goes on to /preferences, any other to /; the hash is dropped either way.
 */
export function SocialSignIn({ tokens, onFinished }: { tokens: SocialLoginTokens; onFinished: () => void }) {
  const deps = useAccountFlowDeps();
  const navigate = useNavigate();
  useFlow(
    () => provideSocialSignIn(deps),
    { tokens: { token: tokens.token, refreshToken: tokens.refreshToken, expires: tokens.expires } },
    (output) => {
      onFinished();
      void navigate(output.next === 'preferences' ? paths.preferences.getHref() : paths.home.getHref(), {
        replace: true,
      });
    },
  );
  return null;
}
