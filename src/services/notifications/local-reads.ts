/**
 * A guest's read notifications (seed 001 §4): ids in local storage under `read-notifications`,
 * and a browser event (`read-notifications`) whenever they change, so every part of the page and
 * other tabs (through the `storage` event) follow.
 */

/** seed 001 §4: the local storage key. */
export const READ_NOTIFICATIONS_KEY = 'read-notifications';
/** The browser event sent after a change; its detail is the whole list of read ids. */
export const READ_NOTIFICATIONS_EVENT = 'read-notifications';

export type ReadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readLocalReads(storage: ReadStorage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(READ_NOTIFICATIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds an id; answers the whole list. Storage that refuses the write keeps the read for this page only. */
export function addLocalRead(storage: ReadStorage | null, id: string, target: EventTarget | null): string[] {
  const ids = readLocalReads(storage);
  if (!ids.includes(id)) ids.push(id);
  try {
    storage?.setItem(READ_NOTIFICATIONS_KEY, JSON.stringify(ids));
  } catch {
    // Full or refused storage: the event below still tells this page.
  }
  target?.dispatchEvent(new CustomEvent(READ_NOTIFICATIONS_EVENT, { detail: ids }));
  return ids;
}
