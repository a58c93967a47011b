import { describeModel } from '../support/describe-model';

await describeModel('live-guide', () => import('./live-guide.fixture').then((m) => m.liveGuideFixture));
