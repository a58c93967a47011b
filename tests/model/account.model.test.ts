import { describeModel } from '../support/describe-model';

await describeModel('account', () => import('./account.fixture').then((m) => m.accountFixture));
