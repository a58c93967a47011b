import { describeModel } from '../support/describe-model';

await describeModel('app-download', () => import('./app-download.fixture').then((m) => m.appDownloadFixture));
