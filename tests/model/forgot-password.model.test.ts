import { describeModel } from '../support/describe-model';
import { forgotPasswordFixture } from './forgot-password.fixture';

describeModel('forgot-password', forgotPasswordFixture);
