// The Spanish bundle, one lazily loaded chunk (src/i18n/i18n.ts).
import { coreBundle } from '../core-bundle';

// The namespaces of en/index.ts; the account group and the event texts load on their own.
export const resources = coreBundle(
  import.meta.glob<object>('./{common,cookiebanner,demo,epg,error,menu,search,user,video}.json', {
    eager: true,
    import: 'default',
  }),
);
