import { describeModel } from '../support/describe-model';
import { loginFixture } from './login.fixture';

describeModel('login', loginFixture);
