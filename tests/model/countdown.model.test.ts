import { describeModel } from '../support/describe-model';

await describeModel('countdown', () => import('./countdown.fixture').then((m) => m.countdownFixture));
