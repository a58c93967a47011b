import { describeModel } from '../support/describe-model';
import { checkoutFixture } from './checkout.fixture';

describeModel('checkout', checkoutFixture);
