// The German bundle, one lazily loaded chunk (src/i18n/i18n.ts).
import type { CoreResources } from '../en';
import common from './common.json';
import cookiebanner from './cookiebanner.json';
import demo from './demo.json';
import epg from './epg.json';
import error from './error.json';
import menu from './menu.json';
import search from './search.json';
import user from './user.json';
import video from './video.json';

export const resources = {
  common,
  cookiebanner,
  demo,
  epg,
  error,
  menu,
  search,
  user,
  video,
} satisfies CoreResources;
