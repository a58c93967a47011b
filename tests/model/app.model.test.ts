import { describeModel } from '../support/describe-model';

await describeModel('app', () => import('./app.fixture').then((m) => m.appFixture));
