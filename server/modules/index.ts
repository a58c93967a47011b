import type { StackModule } from '../context.js';
import { accountsModule } from './accounts/index.js';
import { captchaModule } from './captcha/index.js';
import { configsModule } from './configs.routes.js';
import { contentModule } from './content/content.routes.js';
import { eventModule } from './event/event.routes.js';
import { eventSearchModule } from './event/search.routes.js';
import { geoModule } from './geo.routes.js';
import { imagesModule } from './images.routes.js';
import { notificationsModule } from './notifications/index.js';
import { paymentsModule } from './payments/index.js';
import { settingsModule } from './settings.routes.js';
import { trackingModule } from './tracking/index.js';

/** Every stand-in the stack runs, in mounting order. A new back end is one more entry here. */
export const defaultModules: readonly StackModule[] = [
  settingsModule,
  configsModule,
  geoModule,
  imagesModule,
  accountsModule,
  paymentsModule,
  captchaModule,
  contentModule,
  eventModule,
  eventSearchModule,
  notificationsModule,
  trackingModule,
];
