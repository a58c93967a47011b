import { describeModel } from '../support/describe-model';

await describeModel('delete-account', () =>
  import('./delete-account.fixture').then((m) => m.deleteAccountFixture),
);
