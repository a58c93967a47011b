import { describeModel } from '../support/describe-model';
import { appDownloadFixture } from './app-download.fixture';

describeModel('app-download', appDownloadFixture);
