import { describeModel } from '../support/describe-model';

await describeModel('share', () => import('./share.fixture').then((m) => m.shareFixture));
