/**
 * The page's storages, or null where the browser refuses them (a sandboxed frame, storage turned
 * off): reading the property itself can throw. Callers treat null as "nothing stored".
 */
export function pageLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function pageSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
