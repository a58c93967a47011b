import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { StackModule, StackEnv } from '../context.js';
import { PUBLIC_IMAGES_DIR } from './paths.js';

/**
 * `/images/*` from `public/images`. The dev server forwards `/images` here, and in the built app
 * this stand-in answers before the copy in `dist/`, so images behave the same in both and can
 * be faulted like any other back-end file.
 */
export const imagesModule: StackModule = {
  name: 'images',
  routes: () => {
    const app = new Hono<StackEnv>();
    app.get(
      '/images/*',
      serveStatic<StackEnv>({
        root: PUBLIC_IMAGES_DIR,
        rewriteRequestPath: (path) => path.slice('/images'.length),
      }),
      (c) => c.json({ message: 'Image not found' }, 404),
    );
    return app;
  },
};
