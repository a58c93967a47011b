import { describeModel } from '../support/describe-model';
import { deleteAccountFixture } from './delete-account.fixture';

describeModel('delete-account', deleteAccountFixture);
