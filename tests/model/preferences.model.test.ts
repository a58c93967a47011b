import { describeModel } from '../support/describe-model';

await describeModel('preferences', () => import('./preferences.fixture').then((m) => m.preferencesFixture));
