import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { selectUser } from '@machines/account/account.selectors';
import type { cookieConsentMachine } from '@machines/cookie-consent/cookie-consent.machine';
import type { TrackedViewer } from '@machines/cookie-consent/cookie-consent.types';
import { useAccountActor } from '@/app/account-actor';

/** seed 002 §7: the viewer is identified with id, name and e-mail (null while signed out). */
function useViewer(): TrackedViewer | null {
  const account = useAccountActor();
  const user = useSelector(account, (snapshot) => (snapshot ? selectUser(snapshot) : null));
  return user ? { id: user.id, name: user.fullName, email: user.email } : null;
}

/** The text a click is tracked by: the link or button's name, else the element's tag. */
export function clickTarget(target: EventTarget | null): string {
  if (!(target instanceof Element)) return 'page';
  const element = target.closest('a, button, [role="button"], input, select, summary') ?? target;
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${element.tagName.toLowerCase()}${name ? `: ${name.slice(0, 80)}` : ''}`;
}

/**
 * Mounted once consent is accepted (src/screens/consent/consent-host.tsx): hands each route and
 * each click to the consent flow, which tracks them (seed 002 §7). The page shown when consent is
 * given counts as its first page view.
 */
export default function TrackingBridge({ actor }: { actor: ActorRefFrom<typeof cookieConsentMachine> }) {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const viewerRef = useRef(viewer);
  viewerRef.current = viewer;
  const viewerId = viewer?.id ?? null;

  useEffect(() => {
    actor.send({ type: 'TRACK.PAGE_VIEW', path: pathname, viewer: viewerRef.current });
  }, [actor, pathname, viewerId]);

  useEffect(() => {
    const onClick = (event: MouseEvent) =>
      actor.send({
        type: 'TRACK.CLICK',
        path: window.location.pathname,
        target: clickTarget(event.target),
        viewer: viewerRef.current,
      });
    // Capture phase: heard before the page acts on the click (a click that navigates away).
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [actor]);

  return null;
}
