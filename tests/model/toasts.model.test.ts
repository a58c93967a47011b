import { describeModel } from '../support/describe-model';
import { toastsFixture } from './toasts.fixture';

describeModel('toasts', toastsFixture);
