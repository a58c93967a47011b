import { describeModel } from '../support/describe-model';
import { heroSliderFixture } from './hero-slider.fixture';

describeModel('hero-slider', heroSliderFixture);
