import { describeModel } from '../support/describe-model';
import { changePasswordFixture } from './change-password.fixture';

describeModel('change-password', changePasswordFixture);
