import { describeModel } from '../support/describe-model';

await describeModel('backend-session', () =>
  import('./backend-session.fixture').then((m) => m.backendSessionFixture),
);
