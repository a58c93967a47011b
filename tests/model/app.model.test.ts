import { describeModel } from '../support/describe-model';
import { appFixture } from './app.fixture';

describeModel('app', appFixture);
