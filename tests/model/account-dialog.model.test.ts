import { describeModel } from '../support/describe-model';

await describeModel('account-dialog', () =>
  import('./account-dialog.fixture').then((m) => m.accountDialogFixture),
);
