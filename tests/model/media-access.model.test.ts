import { describeModel } from '../support/describe-model';
import { mediaAccessFixture } from './media-access.fixture';

describeModel('media-access', mediaAccessFixture);
