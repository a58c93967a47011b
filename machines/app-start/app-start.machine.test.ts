import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Config, Settings } from '@/services/config/config.schemas';
import { buildConfig, buildSettings } from '../../tests/support/config-builders';
import { appStartMachine } from './app-start.machine';
import type {
  AppStartInput,
  InitialiseServicesInput,
  LoadConfigInput,
  LocationResult,
} from './app-start.types';

type Answer<T> = { value: T } | { error: unknown };

/**
 * App start with each service provided under its own name, answering at once. The model tests
 * replace every actor by a fake, whatever name an invoke gives; these tests start the machine as
 * the app does, so a start that invokes a service by the wrong name never gets past it.
 */
function start(
  answers: {
    location?: Answer<LocationResult>;
    settings?: Answer<Settings>;
    config?: Answer<Config>;
    services?: Answer<void>;
  } = {},
  input: Partial<AppStartInput> = {},
) {
  const called: string[] = [];
  const servicesInputs: InitialiseServicesInput[] = [];
  const answer = <T, I = unknown>(name: string, given: Answer<T> | undefined, fallback: T) =>
    fromPromise<T, I>(async () => {
      called.push(name);
      const a = given ?? { value: fallback };
      if ('error' in a) throw a.error;
      return a.value;
    });
  const actor = createActor(
    appStartMachine.provide({
      actors: {
        detectLocation: answer('detectLocation', answers.location, { countryCode: 'NL', isChina: false }),
        loadSettings: answer('loadSettings', answers.settings, buildSettings()),
        loadConfig: answer<Config, LoadConfigInput>('loadConfig', answers.config, buildConfig()),
        initialiseServices: fromPromise<void, InitialiseServicesInput>(async ({ input: given }) => {
          called.push('initialiseServices');
          servicesInputs.push(given);
          const a = answers.services ?? { value: undefined };
          if ('error' in a) throw a.error;
        }),
      },
    }),
    { input: { requestedSource: null, storedSource: null, hash: '', ...input } },
  );
  actor.start();
  const settled = () => waitFor(actor, (s) => s.status === 'done' || s.hasTag('failure'), { timeout: 1000 });
  return { actor, called, servicesInputs, settled };
}

describe('app start runs the services the app provides (seed 000 §4)', () => {
  it('asks each service under its own name and ends ready', async () => {
    const s = start();
    const snapshot = await s.settled();
    expect(snapshot.status).toBe('done');
    expect([...s.called].sort()).toEqual([
      'detectLocation',
      'initialiseServices',
      'loadConfig',
      'loadSettings',
    ]);
  });
});

describe('the failure says why (seed 000 §8, docs/decisions.md "Start-up and configuration")', () => {
  const failureOf = async (answers: Parameters<typeof start>[0]) =>
    (await start(answers).settled()).context.failure;

  it('names the error itself when it is not an object with a message', async () => {
    expect(await failureOf({ settings: { error: 'offline' } })).toMatchObject({
      code: 'settings-unavailable',
      message: 'Unable to load .webapp.ini',
      detail: 'offline',
    });
    expect(await failureOf({ config: { error: null } })).toMatchObject({
      code: 'config-load-failed',
      detail: 'null',
    });
    expect(await failureOf({ services: { error: {} } })).toMatchObject({
      code: 'services-failed',
      detail: '[object Object]',
    });
  });

  it("takes an Error's message, and its detail first when it has one", async () => {
    expect(await failureOf({ config: { error: new Error('Request failed with 503') } })).toMatchObject({
      code: 'config-load-failed',
      message: 'Failed to load the config',
      detail: 'Request failed with 503',
    });
    expect(
      await failureOf({
        services: { error: Object.assign(new Error('Request failed'), { detail: 'Account 502' }) },
      }),
    ).toMatchObject({ code: 'services-failed', detail: 'Account 502' });
  });

  it('a config that breaks the schema without listing rules shows an empty list', async () => {
    expect(
      await failureOf({
        config: { error: { kind: 'config-invalid', message: 'The config does not match the schema' } },
      }),
    ).toEqual({
      code: 'config-invalid',
      message: 'Failed to load the config',
      detail: 'The config does not match the schema',
      issues: [],
    });
  });

  it('a load that fails without saying anything is a failed load, not an invalid config', async () => {
    expect(await failureOf({ config: { error: undefined } })).toMatchObject({
      code: 'config-load-failed',
      detail: 'undefined',
    });
  });
});

describe('social sign-in tokens in the hash (seed 000 §2, docs/decisions.md "Social sign-in state")', () => {
  const hash = '#token=tok-1&refresh_token=ref-1&expires=1700000000';

  it('are handed to the services and to the started app when this tab asked for them', async () => {
    const s = start({}, { hash, socialState: { returned: 'st-1', expected: 'st-1' } });
    const snapshot = await s.settled();
    const tokens = { token: 'tok-1', refreshToken: 'ref-1', expires: 1700000000 };
    expect(s.servicesInputs[0]?.socialLogin).toEqual(tokens);
    expect(snapshot.output).toMatchObject({ socialLogin: tokens, socialLoginRefused: false });
  });

  it('are dropped, and the refusal kept, when this tab did not ask for them', async () => {
    const s = start({}, { hash, socialState: { returned: 'st-2', expected: 'st-1' } });
    const snapshot = await s.settled();
    expect(s.servicesInputs[0]?.socialLogin).toBeNull();
    expect(snapshot.output).toMatchObject({ socialLogin: null, socialLoginRefused: true });
  });
});

describe('a source remembered from an earlier app-config (docs/decisions.md "Start-up and configuration")', () => {
  const loaded = async (storedSource: string) => {
    const sources: string[] = [];
    const actor = createActor(
      appStartMachine.provide({
        actors: {
          detectLocation: fromPromise<LocationResult>(async () => ({ countryCode: 'NL', isChina: false })),
          loadSettings: fromPromise(async () => buildSettings()),
          loadConfig: fromPromise<Config, LoadConfigInput>(async ({ input }) => {
            sources.push(input.source);
            return buildConfig();
          }),
          initialiseServices: fromPromise(async () => {}),
        },
      }),
      { input: { requestedSource: null, storedSource, hash: '' } },
    );
    actor.start();
    await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
    return sources;
  };

  it('is used while the settings allow it', async () => {
    expect(await loaded('svodcomm')).toEqual(['svodcomm']);
  });

  it('is passed over for the default once the settings no longer allow it', async () => {
    expect(await loaded('gone0000')).toEqual(['freeavod']);
  });
});
