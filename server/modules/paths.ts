import { fileURLToPath } from 'node:url';

/** Committed data the stand-ins serve (configs, settings); edited by hand, read at request time. */
export const DATA_DIR = fileURLToPath(new URL('../data/', import.meta.url));
/** The app's public images, which the stack serves itself because the dev server proxies `/images`. */
export const PUBLIC_IMAGES_DIR = fileURLToPath(new URL('../../public/images/', import.meta.url));
