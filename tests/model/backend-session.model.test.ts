import { describeModel } from '../support/describe-model';
import { backendSessionFixture } from './backend-session.fixture';

describeModel('backend-session', backendSessionFixture);
