import { describeModel } from '../support/describe-model';

await describeModel('entitlement-polling', () =>
  import('./entitlement-polling.fixture').then((m) => m.entitlementPollingFixture),
);
