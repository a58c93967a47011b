// The English account texts: a chunk of their own, loaded with the account screens (src/i18n/i18n.ts).
import account from './account.json';
import country from './country.json';
import us_state from './us_state.json';

export const resources = { account, country, us_state };

export type AccountResources = typeof resources;
