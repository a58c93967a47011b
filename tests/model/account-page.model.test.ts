import { describeModel } from '../support/describe-model';

await describeModel('account-page', () => import('./account-page.fixture').then((m) => m.accountPageFixture));
