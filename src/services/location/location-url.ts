/**
 * The IP lookup's address on a back-end host (seed 000 §7), in a module of its own: the page's
 * boot script asks for it before the app's code has loaded, without the lookup's schema.
 */
export const locationUrl = (host: string) => `${host}/ip-api/json`;
