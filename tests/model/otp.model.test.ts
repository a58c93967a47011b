import { describeModel } from '../support/describe-model';
import { otpFixture } from './otp.fixture';

describeModel('otp', otpFixture);
