import { describeModel } from '../support/describe-model';
import { shareFixture } from './share.fixture';

describeModel('share', shareFixture);
