import { describeModel } from '../support/describe-model';

await describeModel('login', () => import('./login.fixture').then((m) => m.loginFixture));
