import { describeModel } from '../support/describe-model';
import { chromePromptFixture } from './chrome-prompt.fixture';

describeModel('chrome-prompt', chromePromptFixture);
