import { describeModel } from '../support/describe-model';

await describeModel('schedule', () => import('./schedule.fixture').then((m) => m.scheduleFixture));
