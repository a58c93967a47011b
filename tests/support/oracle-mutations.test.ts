import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { commerceSessionMachine } from '@machines/commerce-session/commerce-session.machine';
import { resendCountdownMachine } from '@machines/resend-countdown/resend-countdown.machine';
import { commerceSessionFixture, RULES } from '../model/commerce-session.fixture';
import { resendCountdownFixture } from '../model/resend-countdown.fixture';
import type { AnyMachineFixture } from './model-fixture';
import { buildFlowModel } from './model-paths';
import { replayPath } from './model-replay';
import {
  failedRefreshResolves,
  refreshWithoutResolvedBroadcast,
  resendSkipsLastSecond,
} from './issue10-mutations';
import { OracleViolation } from './oracle';

/**
 * Issue 10's three wrong machines, made here from the real ones, must each fail a model test
 * with the seed rule they break. The paths are generated from the wrong machine, as they would
 * be after a real edit, so only the oracle can tell.
 */
function violations(flow: string, fixture: AnyMachineFixture, machine: AnyStateMachine): string[] {
  const model = buildFlowModel(flow, { ...fixture, machine });
  const out: string[] = [];
  for (const path of model.paths) {
    try {
      replayPath(model, path);
    } catch (error) {
      if (!(error instanceof OracleViolation)) throw error;
      out.push(error.message);
    }
  }
  return out;
}

/** A flow as the checks below replay it: its fixture and its right machine. */
type Flow = { name: string; fixture: AnyMachineFixture; right: AnyStateMachine };
const resendCountdown: Flow = {
  name: 'resend-countdown',
  fixture: resendCountdownFixture,
  right: resendCountdownMachine,
};
const commerceSession: Flow = {
  name: 'commerce-session',
  fixture: commerceSessionFixture,
  right: commerceSessionMachine,
};

/** The right machine passes the same checks. */
const passesRight = (flow: Flow) => expect(violations(flow.name, flow.fixture, flow.right)).toEqual([]);

/** The violations the wrong machine's paths meet: there must be some. */
function caught(flow: Flow, wrong: AnyStateMachine): string[] {
  const found = violations(flow.name, flow.fixture, wrong);
  expect(found.length).toBeGreaterThan(0);
  return found;
}

/**
 * The first violation names the seed rule and what was seen, and the right machine passes the
 * same checks.
 */
function firstBreaks(flow: Flow, wrong: AnyStateMachine, rule: string, seen: string) {
  const found = caught(flow, wrong);
  expect(found[0]).toContain(rule);
  expect(found[0]).toContain(seen);
  passesRight(flow);
}

describe('the oracles catch the wrong machines of issue 10', () => {
  it('the resend countdown at "<= 2" instead of "<= 1" breaks seed 002 §9', () => {
    firstBreaks(
      resendCountdown,
      resendSkipsLastSecond(),
      'seed 002 §9: the resend countdown ticks down one second at a time, every 1 s',
      '2 s became 0 s after one tick (want 1)',
    );
  });

  it('a failed (not refused) refresh that ends in active.resolved breaks seed 000 §4', () => {
    const found = caught(commerceSession, failedRefreshResolves());
    expect(found.every((m) => m.startsWith(RULES.failClears))).toBe(true);
    expect(found[0]).toContain('the machine is in active.idle, not signedOut');
  });

  it("a refresh that no longer broadcasts 'resolved' breaks seed 000 §4", () => {
    firstBreaks(
      commerceSession,
      refreshWithoutResolvedBroadcast(),
      "seed 000 §4 (commerce session): a refresh shared across tabs broadcasts 'resolved'",
      'missing action broadcast({"outcome":"resolved"})',
    );
  });
});
