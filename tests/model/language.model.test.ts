import { describeModel } from '../support/describe-model';

await describeModel('language', () => import('./language.fixture').then((m) => m.languageFixture));
