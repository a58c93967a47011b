import { describeModel } from '../support/describe-model';

await describeModel('favorites', () => import('./favorites.fixture').then((m) => m.favoritesFixture));
