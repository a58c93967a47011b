import { describeModel } from '../support/describe-model';
import { resetPasswordFixture } from './reset-password.fixture';

describeModel('reset-password', resetPasswordFixture);
