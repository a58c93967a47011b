import { describeModel } from '../support/describe-model';
import { accountFixture } from './account.fixture';

describeModel('account', accountFixture);
