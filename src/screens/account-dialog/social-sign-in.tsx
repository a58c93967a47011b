import { useLocation, useNavigate } from 'react-router';
import type { SocialLoginTokens } from '@machines/app-start/app-start.types';
import { withoutSocialState } from '@machines/app-start/config-source';
import { paths } from '@/app/paths';
import { useSocialSignInFlow } from '@/app/flows/account-flows.flow';

/**
 * Finishes a social sign-in whose tokens came back in the URL hash (seed 000 §2, seed 002 §4):
 * once the account knows the viewer is signed out, a new account goes on to /preferences, any
 * other to /; a viewer signed in already stays on the page. The hash is dropped either way.
 */
export function SocialSignIn({ tokens }: { tokens: SocialLoginTokens }) {
  const navigate = useNavigate();
  const location = useLocation();
  useSocialSignInFlow(
    { tokens: { token: tokens.token, refreshToken: tokens.refreshToken, expires: tokens.expires } },
    (output) => {
      if (output.next === 'stay') {
        void navigate(
          { pathname: location.pathname, search: withoutSocialState(location.search) },
          { replace: true },
        );
        return;
      }
      void navigate(output.next === 'preferences' ? paths.preferences.getHref() : paths.home.getHref(), {
        replace: true,
      });
    },
  );
  return null;
}
