import { type Chatbot, type ChatbotFlow, chatbotRoutes, type FlowNode, lintFlow } from '@parley/contract';
import { addSandboxChannel, apiOf, signUpNewBusiness, startStack } from '../e2e/support/stack';

const nodeCount = 200;
const panSeconds = 3;

/**
 * A runnable flow of `count` nodes in a chain, laid out in rows as a user would: messages, reply
 * buttons, questions and conditions in turn, each leading to the next; the last ends the flow.
 */
export function chainFlow(count: number): ChatbotFlow {
  const id = (index: number) => (index < count ? `n${index}` : 'end');
  const nodes = Array.from({ length: count }, (_, index): FlowNode => {
    const base = { id: id(index), position: { x: (index % 20) * 320, y: Math.floor(index / 20) * 260 } };
    const next = id(index + 1);
    switch (index % 4) {
      case 0:
        return {
          ...base,
          nodeType: 'message',
          messageConfig: {
            child: next,
            messages: [{ id: `m${index}`, type: 'text', body: { text: `Step ${index}: welcome back!` } }],
          },
        };
      case 1:
        return {
          ...base,
          nodeType: 'input',
          inputType: 'button',
          buttonConfig: {
            headerType: 'text',
            header: '',
            body: 'Shall we go on?',
            footer: '',
            buttons: [
              { id: `b${index}a`, title: 'Go on', handle: `b${index}a`, child: next },
              { id: `b${index}b`, title: 'Stop here', handle: `b${index}b`, child: 'end' },
            ],
          },
        };
      case 2:
        return {
          ...base,
          nodeType: 'input',
          inputType: 'question',
          questionConfig: {
            displayText: 'What is your order number?',
            answerVariants: [],
            responseType: 'number',
            validation: { retryLimit: 2 },
            responseVariable: `order${index}`,
            errorMessage: 'Please send digits only',
            child: next,
          },
        };
      default:
        return {
          ...base,
          nodeType: 'condition',
          conditionConfig: {
            conditionsInfo: [
              { source: 'variable', name: `order${index - 1}`, comparator: 'isEmpty', value: '' },
            ],
            operator: 'all',
            response: [
              { handle: 'true', child: next },
              { handle: 'false', child: next },
            ],
          },
        };
    }
  });
  return { startNode: id(0), nodes };
}

/**
 * Issue 16 budget: a 200-node flow opens and pans smoothly. In chromium at 1280×800, the times from
 * navigating to the builder until its canvas is mounted, its first card drawn and the flow drawn
 * (the builder does not set xyflow's `onlyRenderVisibleElements`, so all 200 cards are in the page,
 * most outside the view), then the frames drawn while the canvas is dragged round for three seconds.
 */
export async function chatbotBuilderBench() {
  const stack = await startStack();
  try {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);
    const api = apiOf(stack, page);
    const listPath = chatbotRoutes.list.path.replace(':channelId', channelId);
    const bot = await api<Chatbot>('POST', listPath, { name: 'Long flow', type: 'keyword', keyword: 'long' });
    const flow = chainFlow(nodeCount);
    const problems = lintFlow(flow);
    if (problems.length > 0)
      throw new Error(`the generated flow has problems: ${JSON.stringify(problems[0])}`);
    await api('PUT', `${listPath}/${bot.chatbotId}`, flow);

    await page.goto(`/dashboard/channels/${channelId}/chatbot/${bot.chatbotId}`);
    // xyflow hides a card until it has measured it; drawn means in the page and no longer hidden.
    // The flow is drawn when every card is, or, should xyflow draw only what is in view
    // (`onlyRenderVisibleElements`), when every card in the page is drawn and in view.
    const drawn = await page.waitForFunction(
      (count) => {
        const view = document.querySelector('.react-flow')?.getBoundingClientRect();
        const cards = [...document.querySelectorAll<HTMLElement>('.react-flow__node')];
        const shown = cards.filter((node) => node.style.visibility !== 'hidden');
        const inView = shown.filter((node) => {
          const box = node.getBoundingClientRect();
          return (
            view !== undefined &&
            box.right > view.left &&
            box.left < view.right &&
            box.bottom > view.top &&
            box.top < view.bottom
          );
        });
        const times = window as unknown as { canvasMs?: number; firstCardMs?: number };
        if (view) times.canvasMs ??= performance.now();
        if (shown.length > 0) times.firstCardMs ??= performance.now();
        const done =
          shown.length === cards.length &&
          (cards.length === count || (cards.length > 0 && inView.length === cards.length));
        return (
          done && {
            canvasMs: times.canvasMs ?? 0,
            firstCardMs: times.firstCardMs ?? 0,
            drawnMs: performance.now(),
            cardsInPage: cards.length,
            cardsInView: inView.length,
          }
        );
      },
      nodeCount,
      { timeout: 60_000, polling: 'raf' },
    );
    const times = await drawn.jsonValue();
    if (!times) throw new Error('the cards were not drawn');
    const { canvasMs, firstCardMs, drawnMs, cardsInPage, cardsInView } = times;

    // The drag starts on the canvas between the cards (one pressed on a card would move the card).
    const centre = await page.evaluate(() => {
      const pane = document.querySelector('.react-flow__pane')?.getBoundingClientRect();
      if (!pane) return undefined;
      for (let y = pane.top + pane.height / 2; y < pane.bottom - 10; y += 10)
        for (let x = pane.left + pane.width / 2; x < pane.right - 10; x += 10)
          if (document.elementFromPoint(x, y)?.classList.contains('react-flow__pane')) return { x, y };
      return undefined;
    });
    if (!centre) throw new Error('no free spot on the canvas to drag it by');
    // Every frame drawn from the start of the drag to its end, by the page's own clock.
    type FrameCounter = { frames: number[]; counting: boolean };
    // A script, not a function: tsx would wrap a named function in a helper the page does not have.
    await page.evaluate(`{
      const counter = { frames: [], counting: true };
      window.frameCounter = counter;
      const tick = (time) => {
        if (!counter.counting) return;
        counter.frames.push(time);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }`);
    const viewportBefore = await page.locator('.react-flow__viewport').getAttribute('style');
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    const started = Date.now();
    for (let step = 0; Date.now() - started < panSeconds * 1000; step++) {
      // Round and round a 250 px circle: the canvas follows the pointer as a user drags it about.
      const angle = step / 10;
      await page.mouse.move(centre.x + 250 * Math.cos(angle) - 250, centre.y + 150 * Math.sin(angle));
    }
    await page.mouse.up();
    const frames = await page.evaluate(() => {
      const counter = (window as unknown as { frameCounter: FrameCounter }).frameCounter;
      counter.counting = false;
      return counter.frames;
    });
    const viewportAfter = await page.locator('.react-flow__viewport').getAttribute('style');
    const intervals = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
    const sorted = [...intervals].sort((a, b) => a - b);
    const seconds = ((frames.at(-1) ?? 0) - (frames[0] ?? 0)) / 1000;
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      bench: 'chatbot-builder',
      nodes: nodeCount,
      cardsInPage,
      cardsInView,
      // When the page had the flow and mounted the canvas: the rest is xyflow drawing the cards.
      canvasMs: Math.round(canvasMs),
      firstCardMs: Math.round(firstCardMs),
      drawnMs: Math.round(drawnMs),
      panSeconds: round(seconds),
      panFramesPerSecond: round(intervals.length / seconds),
      frameMsP95: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      frameMsMax: round(sorted.at(-1) ?? 0),
      panned: viewportBefore !== viewportAfter,
    };
  } finally {
    await stack.stop();
  }
}
