import { describeModel } from '../support/describe-model';
import { liveGuideFixture } from './live-guide.fixture';

describeModel('live-guide', liveGuideFixture);
