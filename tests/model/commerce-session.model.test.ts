import { describeModel } from '../support/describe-model';

await describeModel('commerce-session', () =>
  import('./commerce-session.fixture').then((m) => m.commerceSessionFixture),
);
