// The German account texts: a chunk of their own, loaded with the account screens (src/i18n/i18n.ts).
import type { AccountResources } from '../en/account';
import account from './account.json';
import country from './country.json';
import us_state from './us_state.json';

export const resources = { account, country, us_state } satisfies AccountResources;
