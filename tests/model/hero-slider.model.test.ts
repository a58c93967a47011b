import { describeModel } from '../support/describe-model';

await describeModel('hero-slider', () => import('./hero-slider.fixture').then((m) => m.heroSliderFixture));
