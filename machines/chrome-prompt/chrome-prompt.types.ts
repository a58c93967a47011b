export type ChromePromptInput = { isChina: boolean };

/** What the page knows at load: the dismissed flag in local storage and the browser's user agent. */
export type ChromePromptPlace = { dismissed: boolean; userAgent: string };

export type ChromePromptContext = { isChina: boolean };

export type ChromePromptEvent = { type: 'CHROME_PROMPT.DISMISS' };
