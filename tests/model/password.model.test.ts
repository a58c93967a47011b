import { describeModel } from '../support/describe-model';
import { changePasswordFixture } from './change-password.fixture';
import { forgotPasswordFixture } from './forgot-password.fixture';
import { resetPasswordFixture } from './reset-password.fixture';

// machines/password holds three flows; each keeps its own fixture and flow name in the catalogue.
describeModel('forgot-password', forgotPasswordFixture);
describeModel('reset-password', resetPasswordFixture);
describeModel('change-password', changePasswordFixture);
