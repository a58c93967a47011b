/** seed 001 §4: the recommendation is for Android only. */
export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

const CHROMIUM_BASED_OTHERS =
  /\b(SamsungBrowser|OPR|Opera|UCBrowser|YaBrowser|MicroMessenger|MQQBrowser|QQBrowser|MiuiBrowser|HuaweiBrowser|HeyTapBrowser|VivoBrowser)\b/i;

/**
 * Chrome or Edge already (seed 001 §4): Edge says `Edg/`, `EdgA/` or `Edge/`; Chrome says
 * `Chrome/`, but so do the browsers built on it, which add their own token (Samsung, Opera, UC,
 * Yandex, WeChat, QQ, Mi and others) and are therefore not counted as Chrome.
 */
export function isChromeOrEdge(userAgent: string): boolean {
  if (/\b(Edg|EdgA|EdgiOS|Edge)\//.test(userAgent)) return true;
  if (CHROMIUM_BASED_OTHERS.test(userAgent)) return false;
  // Android web views carry `; wv)`: an app's embedded browser, not Chrome itself.
  if (/;\s*wv\)/.test(userAgent)) return false;
  return /\b(Chrome|CriOS)\//.test(userAgent);
}

/** A link that opens the given page in Chrome on Android. */
export function chromeIntentUrl(href: string): string {
  const url = new URL(href);
  const scheme = url.protocol.replace(':', '');
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}
