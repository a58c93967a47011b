import { describeModel } from '../support/describe-model';

await describeModel('subscription', () =>
  import('./subscription.fixture').then((m) => m.subscriptionFixture),
);
