import { describeModel } from '../support/describe-model';
import { favoritesFixture } from './favorites.fixture';

describeModel('favorites', favoritesFixture);
