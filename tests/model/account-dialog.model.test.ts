import { describeModel } from '../support/describe-model';
import { accountDialogFixture } from './account-dialog.fixture';

describeModel('account-dialog', accountDialogFixture);
