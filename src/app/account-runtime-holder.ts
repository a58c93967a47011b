import type { AccountRuntime } from '@/app/flows/account.actors';

/**
 * The account runtime of a site with accounts, once its code has loaded (src/app/app.actor.ts
 * loads it); null before that and on a site without accounts. Kept apart from the root actor's
 * module so that screens can read it without starting the app.
 */
let current: AccountRuntime | null = null;

export function getAccountRuntime(): AccountRuntime | null {
  return current;
}

export function setAccountRuntime(runtime: AccountRuntime): void {
  current = runtime;
}
