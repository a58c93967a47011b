import { describeModel } from '../support/describe-model';
import { commerceSessionFixture } from './commerce-session.fixture';

describeModel('commerce-session', commerceSessionFixture);
