import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { buildUser } from '../../tests/model/login.builders';
import { personalDetailsMachine } from './personal-details.machine';
import type { AccountUser, CaptureAnswers, CaptureStatus } from './personal-details.types';

const question = (key: string, enabled: boolean) => ({
  key,
  question: null,
  enabled,
  required: true,
  answer: null,
  options: null,
});

/**
 * The capture on services provided by the names the app wires (src/app/flows/account-flows.actors.ts),
 * each answering at once: the model tests replace every actor the machine names, so only here does
 * the flow reach the services the app gave it.
 */
function captureOnServices(status: CaptureStatus) {
  const saved: CaptureAnswers[] = [];
  const actor = createActor(
    personalDetailsMachine.provide({
      actors: {
        loadCaptureStatus: fromPromise(async () => status),
        saveCaptureAnswers: fromPromise<AccountUser, CaptureAnswers>(async ({ input }) => {
          saved.push(input);
          return buildUser({ firstName: input.firstName, lastName: input.lastName });
        }),
      },
    }),
  );
  actor.start();
  const settled = (what: string, predicate: (s: ReturnType<typeof actor.getSnapshot>) => boolean) =>
    waitFor(actor, predicate, { timeout: 1000 }).catch(() => {
      const s = actor.getSnapshot();
      throw new Error(`never ${what}: ${JSON.stringify(s.value)} (${s.status})`);
    });
  return { actor, saved, settled };
}

describe('personal details on the services the app provides', () => {
  it('reads the capture settings, asks the enabled questions and saves the answers (seed 001 §4, §5)', async () => {
    const { actor, saved, settled } = captureOnServices({
      isCaptureEnabled: true,
      shouldCaptureBeDisplayed: true,
      settings: [question('firstNameLastName', true), question('companyName', false)],
    });
    await settled('asked the questions', (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.fields.map((f) => f.kind)).toEqual(['names']);

    actor.send({ type: 'DETAILS.SUBMIT', answers: { firstName: 'Cara', lastName: 'Capture' } });
    await settled('saved the answers', (s) => s.status === 'done');
    expect(saved).toEqual([{ firstName: 'Cara', lastName: 'Capture' }]);
    expect(actor.getSnapshot().output).toEqual({ captured: true });
  });

  it('skips a capture whose every question is disabled: there is nothing to ask (seed 001 §4, §5)', async () => {
    const { actor, saved, settled } = captureOnServices({
      isCaptureEnabled: true,
      shouldCaptureBeDisplayed: true,
      settings: [question('firstNameLastName', false), question('custom_1', false)],
    });
    await settled('went on', (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ captured: false });
    expect(saved).toEqual([]);
  });
});
