import { describeModel } from '../support/describe-model';
import { appStartFixture } from './app-start.fixture';

describeModel('app-start', appStartFixture);
