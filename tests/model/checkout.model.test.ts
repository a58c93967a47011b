import { describeModel } from '../support/describe-model';

await describeModel('checkout', () => import('./checkout.fixture').then((m) => m.checkoutFixture));
