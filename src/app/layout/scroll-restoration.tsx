import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where the positions outlive a reload of the tab (the key the router's own restoration used). */
const STORAGE_KEY = 'react-router-scroll-positions';

/** The window's scroll position per history entry (`location.key`). */
let positions: Record<string, number> = {};
let storedPositionsRead = false;

function readStoredPositions() {
  if (storedPositionsRead) return;
  storedPositionsRead = true;
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (stored) positions = JSON.parse(stored) as Record<string, number>;
  } catch {
    // No storage or a broken entry: start without saved positions.
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    return Boolean(target);
  } catch {
    return false;
  }
}

/**
 * The window's scrolling across pages, as the browser does for documents: a new page (a link, a
 * redirect, a changed query) opens at its top, or at the element its hash names; Back and Forward
 * return to where that page was left; a reload keeps the position.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const shownKey = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const save = () => {
      positions[shownKey.current] = window.scrollY;
    };
    const saveForReload = () => {
      save();
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // No storage: a reload opens at the top.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', saveForReload);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', saveForReload);
    };
  }, []);

  const restore = useEffectEvent(() => {
    readStoredPositions();
    shownKey.current = key;
    const saved = positions[key];
    if (typeof saved === 'number') window.scrollTo(0, saved);
    else if (!scrollToHash(hash)) window.scrollTo(0, 0);
  });

  // Each history entry has its own key: a new entry has no saved position, one seen before has.
  useLayoutEffect(() => restore(), [key]);

  return null;
}
