import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { commerceSessionMachine } from '@machines/commerce-session/commerce-session.machine';
import type {
  StoredSessionCheck,
  StoredSessionInfo,
} from '@machines/commerce-session/commerce-session.types';
import { SimulatedChannel, SimulatedLock } from '../support/cross-tab';
import { refreshWithoutResolvedBroadcast } from '../support/issue10-mutations';
import { RULES } from './commerce-session.fixture';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const MINUTE = 60_000;

type Outcome = 'refreshing' | 'resolved' | 'rejected';
type Message = { outcome: Outcome; expiresAt: number | null };

/**
 * One browser: tabs share one stored session, one BroadcastChannel and one Web Lock (seed 000 §4:
 * a refresh is shared across tabs by broadcast). Each tab is the real machine with its actors
 * and named actions wired to the shared pieces; the refresh call is counted and answered by
 * `answerRefresh`.
 */
function openBrowser(machine: AnyStateMachine, stored: StoredSessionInfo | null) {
  const channel = new SimulatedChannel<Message>();
  const lock = new SimulatedLock();
  const storage = { session: stored };
  const refreshCalls: string[] = [];
  const pending: { tab: string; resolve: (s: StoredSessionInfo) => void; reject: (e: unknown) => void }[] =
    [];
  const granted = new Map<string, string[]>();
  const refused = new Map<string, string[]>();
  const ended = new Map<string, string[]>();
  const clocks = new Map<string, SimulatedClock>();

  const openTab = (tab: string) => {
    const read = (): StoredSessionCheck => ({ session: storage.session, checkedAt: NOW });
    const logic = machine.provide({
      actors: {
        readStoredSession: fromPromise(async () => read()),
        refreshSession: fromPromise(
          () =>
            new Promise<StoredSessionInfo>((resolve, reject) => {
              refreshCalls.push(tab);
              pending.push({ tab, resolve, reject });
            }),
        ),
        holdRefreshLock: fromCallback<EventObject>(({ sendBack }) =>
          lock.request(tab, () => sendBack({ type: 'LOCK.ACQUIRED' })),
        ),
        listenToOtherTabs: fromCallback<EventObject>(({ sendBack }) =>
          channel.listen(tab, (m) => {
            if (m.outcome === 'refreshing') sendBack({ type: 'CHANNEL.REFRESHING' });
            if (m.outcome === 'resolved') sendBack({ type: 'CHANNEL.RESOLVED', expiresAt: m.expiresAt });
            if (m.outcome === 'rejected') sendBack({ type: 'CHANNEL.REJECTED' });
          }),
        ),
      },
      actions: {
        broadcast: ({ context }, params: { outcome: Outcome }) =>
          channel.post(tab, {
            outcome: params.outcome,
            expiresAt: (context as { expiresAt: number | null }).expiresAt,
          }),
        grantRequests: (_, params: { requestIds: string[] }) =>
          granted.set(tab, [...(granted.get(tab) ?? []), ...params.requestIds]),
        refuseRequests: (_, params: { requestIds: string[] }) =>
          refused.set(tab, [...(refused.get(tab) ?? []), ...params.requestIds]),
        clearStoredSession: () => {
          storage.session = null;
        },
        notifySessionEnded: (_, params: { reason: string }) =>
          ended.set(tab, [...(ended.get(tab) ?? []), params.reason]),
      },
    });
    // Time passes only when a test moves a tab's clock: otherwise only the other tabs make things happen.
    const clock = new SimulatedClock();
    clocks.set(tab, clock);
    return createActor(logic, { input: { backend: 'commerce' }, clock }).start();
  };

  const takeCall = (tab: string) => {
    const index = pending.findIndex((p) => p.tab === tab);
    const call = pending[index];
    if (!call) throw new Error(`${tab} has no refresh call waiting`);
    pending.splice(index, 1);
    return call;
  };

  return {
    channel,
    lock,
    storage,
    refreshCalls,
    granted,
    refused,
    ended,
    openTab,
    /** The refresh call of `tab` answers: the new session is stored, then the call resolves. */
    answerRefresh(tab: string, session: StoredSessionInfo) {
      const call = takeCall(tab);
      storage.session = session;
      call.resolve(session);
    },
    failRefresh(tab: string, error: unknown) {
      takeCall(tab).reject(error);
    },
    /** Moves one tab's clock on. */
    advance(tab: string, ms: number) {
      clocks.get(tab)?.increment(ms);
    },
  };
}

/** Lets promise actors settle and their events go round (no timers involved). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

const TABS = ['tab-a', 'tab-b', 'tab-c'] as const;
const expired = { expiresAt: NOW - MINUTE, hasRefreshToken: true };
const renewed = { expiresAt: NOW + 5 * MINUTE, hasRefreshToken: true };

/** Three tabs with an expired session each ask for a token at once; one of them refreshes. */
async function threeTabsAskForAToken(machine: AnyStateMachine) {
  const browser = openBrowser(machine, expired);
  const tabs = TABS.map((tab) => browser.openTab(tab));
  await settle();
  tabs.forEach((tab, i) => tab.send({ type: 'TOKEN.REQUEST', requestId: `call-${i}`, at: NOW }));
  await settle();
  return { browser, tabs, refresher: browser.refreshCalls[0] ?? '(none)' };
}

async function threeTabsShareOneRefresh(machine: AnyStateMachine) {
  const { browser, tabs, refresher } = await threeTabsAskForAToken(machine);
  browser.answerRefresh(refresher, renewed);
  await settle();
  const snapshots = tabs.map((t) => t.getSnapshot());
  tabs.forEach((t) => t.stop());
  return { browser, refresher, snapshots };
}

describe('commerce session across three tabs (one channel, one lock)', () => {
  it("one tab refreshes, the other two take its 'resolved' session and every call goes on", async () => {
    const { browser, refresher, snapshots } = await threeTabsShareOneRefresh(commerceSessionMachine);
    const others = TABS.filter((t) => t !== refresher);

    expect(browser.refreshCalls, `${RULES.shared}: only one tab calls refresh`).toEqual([refresher]);
    expect(browser.lock.grants[0], 'the refreshing tab holds the lock').toBe(refresher);
    expect(
      browser.channel.postsBy(refresher).map((m) => m.outcome),
      RULES.broadcastResolved,
    ).toContain('resolved');
    for (const tab of others) {
      expect(
        browser.channel.receivedBy(tab).filter((m) => m.outcome === 'resolved'),
        `${RULES.broadcastResolved}: ${tab} hears it`,
      ).toEqual([{ outcome: 'resolved', expiresAt: renewed.expiresAt }]);
    }
    snapshots.forEach((snapshot, i) => {
      expect(snapshot.value, `${RULES.adopt}: ${TABS[i]}`).toEqual({ active: 'idle' });
      expect(snapshot.context.expiresAt, `${RULES.adopt}: ${TABS[i]}`).toBe(renewed.expiresAt);
      expect(browser.granted.get(TABS[i] as string), `${RULES.granted}: ${TABS[i]}`).toEqual([`call-${i}`]);
    });
    expect([...browser.refused.values()].flat(), RULES.granted).toEqual([]);
  });

  it("without the 'resolved' broadcast the other tabs never hear the outcome (the check above can fail)", async () => {
    const { browser, refresher } = await threeTabsShareOneRefresh(refreshWithoutResolvedBroadcast());
    const heard = TABS.filter((t) => t !== refresher).flatMap((tab) =>
      browser.channel.receivedBy(tab).filter((m) => m.outcome === 'resolved'),
    );
    expect(heard).toEqual([]);
  });

  it("a refresh that fails clears the tokens, broadcasts 'rejected' and signs every tab out", async () => {
    const { browser, tabs, refresher } = await threeTabsAskForAToken(commerceSessionMachine);
    const failure = { message: 'Network request failed', status: null };
    browser.failRefresh(refresher, failure);
    await settle();
    expect(browser.storage.session, RULES.retry).not.toBeNull();
    browser.advance(refresher, 999);
    await settle();
    expect(browser.refreshCalls, RULES.retry).toEqual([refresher]);
    browser.advance(refresher, 1);
    await settle();
    expect(browser.refreshCalls, RULES.retry).toEqual([refresher, refresher]);
    browser.failRefresh(refresher, failure);
    await settle();
    browser.advance(refresher, 2000);
    await settle();
    browser.failRefresh(refresher, failure);
    await settle();

    // Three calls, all by the one tab that refreshes; the others only hear the outcome.
    expect(browser.refreshCalls, `${RULES.shared}; ${RULES.retry}`).toEqual([
      refresher,
      refresher,
      refresher,
    ]);
    expect(browser.storage.session, RULES.failClears).toBeNull();
    expect(
      browser.channel.postsBy(refresher).map((m) => m.outcome),
      RULES.broadcastRejected,
    ).toContain('rejected');
    tabs.forEach((tab, i) => {
      expect(tab.getSnapshot().value, `${RULES.failClears}: ${TABS[i]}`).toBe('signedOut');
      expect(browser.refused.get(TABS[i] as string), `${RULES.refused}: ${TABS[i]}`).toEqual([`call-${i}`]);
      tab.stop();
    });
  });
});
