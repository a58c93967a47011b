import { describeModel } from '../support/describe-model';

await describeModel('media-access', () => import('./media-access.fixture').then((m) => m.mediaAccessFixture));
