import { describeModel } from '../support/describe-model';

await describeModel('app-start', () => import('./app-start.fixture').then((m) => m.appStartFixture));
