import { getAccountRuntime } from '@/app/account-runtime-holder';
import type { AccountService } from '@/services/account/account.types';

/**
 * The page's account service: the one the account actor uses (src/app/app.actor.ts), so the
 * flows share its token store and session gate. Null before the account code has loaded and on
 * a site without accounts.
 */
export function accountServiceOf(): AccountService | null {
  return getAccountRuntime()?.service() ?? null;
}
