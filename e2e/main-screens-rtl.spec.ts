import { afterAll, beforeAll } from 'vitest';
import { type Showcase, seedShowcase, walks } from './support/screens';
import { type Stack, startStack } from './support/stack';
import { walkEveryMainScreen } from './support/walk';

let stack: Stack;
let showcase: Showcase;
beforeAll(async () => {
  stack = await startStack();
  showcase = await seedShowcase(stack);
});
afterAll(async () => {
  await stack?.stop();
});

// The main screens right to left, in a file of their own so that they run beside main-screens.spec.ts's walks.
walkEveryMainScreen(
  walks.filter((walk) => walk.language === 'ar'),
  () => ({ stack, showcase }),
);
