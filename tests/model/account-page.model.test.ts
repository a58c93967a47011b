import { describeModel } from '../support/describe-model';
import { accountPageFixture } from './account-page.fixture';

describeModel('account-page', accountPageFixture);
