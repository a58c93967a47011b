import { describeModel } from '../support/describe-model';

await describeModel('toasts', () => import('./toasts.fixture').then((m) => m.toastsFixture));
