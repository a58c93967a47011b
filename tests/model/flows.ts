import type { AnyMachineFixture } from '../support/model-fixture';
import { appFixture } from './app.fixture';
import { appStartFixture } from './app-start.fixture';

/**
 * Every flow with a model, by the name its paths carry (`app-start: …`). The path catalogue
 * (`npm run paths`) and the browser paths read it; a new flow adds its fixture here.
 */
export const flows = {
  app: appFixture,
  'app-start': appStartFixture,
} satisfies Record<string, AnyMachineFixture>;

export type FlowName = keyof typeof flows;
