import type { StackModule } from '../../context.js';
import { registerAccessRoutes } from './access.routes.js';
import { registerAdRoutes } from './ads.routes.js';
import { registerCatalogueRoutes } from './catalogue.routes.js';
import { registerControlRoutes } from './controls.routes.js';
import { registerFileRoutes } from './files.routes.js';
import { registerGuideRoutes } from './guides.routes.js';
import { registerMediaRoutes } from './media.routes.js';
import { contentState, resetContentState } from './state.js';

/**
 * The content host stand-in (seed 000 §7) with its access bridge and entitlement host: the
 * catalogue, lists, series, media, images, programme guides, adverts and the media files
 * themselves. See README.md beside this file for the catalogue's ids.
 */
export const contentModule: StackModule = {
  name: 'content',
  register: (app, ctx) => {
    // The live events are laid around the moment the stack starts (state.ts).
    contentState(ctx);
    registerControlRoutes(app, ctx);
    registerMediaRoutes(app, ctx);
    registerCatalogueRoutes(app, ctx);
    registerGuideRoutes(app, ctx);
    registerAccessRoutes(app, ctx);
    registerAdRoutes(app, ctx);
    registerFileRoutes(app, ctx);
  },
  // Geo blocks and refresh tokens live in tables, which the reset wipes.
  onReset: (ctx) => resetContentState(ctx),
};
