import { describeModel } from '../support/describe-model';
import { personalDetailsFixture } from './personal-details.fixture';

describeModel('personal-details', personalDetailsFixture);
