import { describeModel } from '../support/describe-model';
import { preferencesFixture } from './preferences.fixture';

describeModel('preferences', preferencesFixture);
