import { describeModel } from '../support/describe-model';

await describeModel('chrome-prompt', () =>
  import('./chrome-prompt.fixture').then((m) => m.chromePromptFixture),
);
