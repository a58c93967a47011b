import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import zones of eslint.config.js (docs/decisions.md "One place wires every flow"): each case
 * lints a deliberate violation as if it were a file of that zone and expects the zone's error; the
 * allowed twin next to it must pass, so a zone that forbids everything fails here too.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = '@typescript-eslint/no-restricted-imports';

type Case = {
  zone: string;
  file: string;
  broken: string;
  /** Part of the zone's message. */
  message: string;
  rule?: string;
  allowed?: string;
};

const CASES: Case[] = [
  {
    zone: 'a screen takes no service value',
    file: 'src/screens/home/zone-case.tsx',
    broken: "import { mediaQueryOptions } from '@/services/content/media.queries';\nexport const a = mediaQueryOptions;\n",
    message: 'Screens read data through src/app hooks',
    allowed: "import type { ContentClient } from '@/services/content/content-client';\nexport type A = ContentClient;\n",
  },
  {
    zone: 'a screen takes no flow wiring',
    file: 'src/screens/media/zone-case.tsx',
    broken: "import { providePlayer } from '@/app/flows/player.actors';\nexport const a = providePlayer;\n",
    message: 'flow hook of src/app/flows',
    allowed: "import { useFlowActor } from '@/app/flows/use-flow-actor';\nexport const a = useFlowActor;\n",
  },
  {
    zone: 'a screen creates no actor',
    file: 'src/screens/account/zone-case.tsx',
    broken: "import { useActorRef } from '@xstate/react';\nexport const a = useActorRef;\n",
    message: 'instead of creating one',
    allowed: "import { useSelector } from '@xstate/react';\nexport const a = useSelector;\n",
  },
  {
    zone: 'a screen provides no machine',
    file: 'src/screens/event/zone-case.tsx',
    broken:
      "import { countdownMachine } from '@machines/countdown/countdown.machine';\nexport const a = countdownMachine.provide({});\n",
    message: 'given their side effects once, in src/app/flows',
    rule: 'no-restricted-syntax',
    allowed:
      "import { selectCountdownView } from '@machines/countdown/countdown.selectors';\nexport const a = selectCountdownView;\n",
  },
  {
    zone: "a screen reads no other screen's internals",
    file: 'src/screens/home/zone-case.tsx',
    broken: "import { EventParts } from '@/screens/event/event-parts';\nexport const a = EventParts;\n",
    message: 'imports only its own folder',
    allowed: "import { HomeScreen } from '@/screens/home/home-screen';\nexport const a = HomeScreen;\n",
  },
  {
    zone: "a screen reads no other screen's internals by a relative path",
    file: 'src/screens/profile/zone-case.tsx',
    broken: "import { LoginScreen } from '../account/login-screen';\nexport const a = LoginScreen;\n",
    message: 'imports only its own folder',
    allowed: "import { ListShelf } from '@/components/catalogue/list-shelf';\nexport const a = ListShelf;\n",
  },
  {
    zone: 'a shared kit imports no screen',
    file: 'src/components/catalogue/zone-case.tsx',
    broken: "import { HomeScreen } from '@/screens/home/home-screen';\nexport const a = HomeScreen;\n",
    message: 'Shared kits do not import screens',
  },
  {
    zone: 'services import no machine, not even its types',
    file: 'src/services/content/zone-case.ts',
    broken: "import type { PlayerEvent } from '@machines/player/player.types';\nexport type A = PlayerEvent;\n",
    message: 'Services never import machines',
    allowed: "import type { MediaItem } from '@/domain/media.types';\nexport type A = MediaItem;\n",
  },
  {
    zone: 'the domain imports only the domain',
    file: 'src/domain/zone-case.ts',
    broken: "import { createContentClient } from '@/services/content/content-client';\nexport const a = createContentClient;\n",
    message: 'The domain imports only the domain',
    allowed: "import { isMediaLocked } from '@/domain/media-lock';\nexport const a = isMediaLocked;\n",
  },
  {
    zone: 'machines take only types from src/',
    file: 'machines/player/zone-case.ts',
    broken: "import { getMediaStatus } from '@/domain/media-status';\nexport const a = getMediaStatus;\n",
    message: 'Machines import nothing from src/ but types',
    allowed: "import type { MediaItem } from '@/domain/media.types';\nexport type A = MediaItem;\n",
  },
  {
    zone: 'src/ does not import the stack',
    file: 'src/services/account/zone-case.test.ts',
    broken: "import { createTestStack } from '../../../server/testing/test-stack';\nexport const a = createTestStack;\n",
    message: 'src/ and server/ never import each other',
  },
  {
    zone: 'the stack does not import src/',
    file: 'server/modules/zone-case.ts',
    broken: "import { getMediaStatus } from '../../src/domain/media-status';\nexport const a = getMediaStatus;\n",
    message: 'src/ and server/ never import each other',
  },
  {
    zone: 'presentational components take no machine',
    file: 'src/components/ui/zone-case.tsx',
    broken: "import { playerMachine } from '@machines/player/player.machine';\nexport const a = playerMachine;\n",
    message: 'components/ui imports no machines',
  },
];

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The config and its parsers load on the first lint: done here, under the hook's own time limit.
  await eslint.lintText('export {};\n', { filePath: `${root}/src/domain/zone-warmup.ts` });
}, 60_000);

async function messagesFor(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return result?.messages ?? [];
}

describe('import zones', { timeout: 20_000 }, () => {
  for (const c of CASES) {
    it(`${c.zone}: the violation is an error`, async () => {
      const messages = await messagesFor(c.broken, c.file);
      const hit = messages.find((m) => m.ruleId === (c.rule ?? RULE) && m.message.includes(c.message));
      expect(hit, JSON.stringify(messages, null, 1)).toBeDefined();
      expect(hit?.severity).toBe(2);
    });
    if (c.allowed) {
      const allowed = c.allowed;
      it(`${c.zone}: what the zone allows passes`, async () => {
        const messages = await messagesFor(allowed, c.file);
        expect(messages.filter((m) => m.ruleId === RULE || m.ruleId === 'no-restricted-syntax')).toEqual([]);
      });
    }
  }
});
