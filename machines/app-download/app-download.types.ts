/** seed 001 §4, §9: the app-download dialog shows 1 s after load. */
export const APP_DOWNLOAD_DELAY_MS = 1_000;

/** The store pages the dialog links to (config `custom.googlePlayUrl`, `custom.appStoreUrl`). */
export type StoreLinks = { googlePlay: string | null; appStore: string | null };

export type AppDownloadInput = { isChina: boolean; links: StoreLinks };

export type AppDownloadContext = { isChina: boolean; links: StoreLinks };

/** What the page knows at load: the dismissed flag in local storage and the path it opened on. */
export type AppDownloadPlace = { dismissed: boolean; path: string };

export type AppDownloadEvent = { type: 'APP_DOWNLOAD.DISMISS' };
