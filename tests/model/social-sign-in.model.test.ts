import { describeModel } from '../support/describe-model';
import { socialSignInFixture } from './social-sign-in.fixture';

describeModel('social-sign-in', socialSignInFixture);
