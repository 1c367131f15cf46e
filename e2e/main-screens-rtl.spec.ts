import { walks } from './support/screens';
import { showcaseStack, walkEveryMainScreen } from './support/walk';

// The main screens right to left, in a file of their own so that they run beside main-screens.spec.ts's walks.
walkEveryMainScreen(
  walks.filter((walk) => walk.language === 'ar'),
  showcaseStack(),
);
