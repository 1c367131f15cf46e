import { alpha, decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { navColors } from '../app/layouts/dashboard/nav-colors';
import { type AppSettings, defaultSettings } from '../settings/settings';
import { createAppTheme } from './create-theme';

/** `color` (maybe translucent) painted over the opaque `background`, as the browser composes it. */
function over(background: string, color: string): string {
  const top = decomposeColor(color);
  const bottom = decomposeColor(background);
  const opacity = top.values[3] ?? 1;
  const values = [0, 1, 2].map((i) =>
    Math.round((top.values[i] ?? 0) * opacity + (bottom.values[i] ?? 0) * (1 - opacity)),
  ) as [number, number, number];
  return recomposeColor({ type: 'rgb', values });
}

interface Pair {
  what: string;
  text: string;
  background: string;
}

const statusColors = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

/** The text-on-background combinations the app paints with `theme`. */
function pairsUsed(theme: Theme): Pair[] {
  const { palette } = theme;
  const light = palette.mode === 'light';
  const pairs: Pair[] = [];
  for (const [surface, background] of Object.entries(palette.background)) {
    pairs.push(
      { what: `primary text on ${surface}`, text: palette.text.primary, background },
      { what: `secondary text on ${surface}`, text: palette.text.secondary, background },
      {
        what: `secondary text of a selected list item on ${surface}`,
        text: palette.text.secondary,
        background: over(background, alpha(palette.primary.main, palette.action.selectedOpacity)),
      },
      ...statusColors.map((color) => ({
        what: `${color} text, link or outlined button on ${surface}`,
        text: palette[color].main,
        background,
      })),
    );
  }
  for (const color of statusColors) {
    pairs.push(
      {
        what: `${color} button, chip or avatar`,
        text: palette[color].contrastText,
        background: palette[color].main,
      },
      { what: `hovered ${color} button`, text: palette[color].contrastText, background: palette[color].dark },
    );
  }
  pairs.push(
    {
      what: 'selected toggle button of the settings drawer',
      text: palette.primary.main,
      background: over(palette.background.paper, alpha(palette.primary.main, palette.action.selectedOpacity)),
    },
    {
      what: 'icon tile',
      text: light ? palette.primary.dark : palette.primary.light,
      background: over(palette.background.paper, alpha(palette.primary.main, light ? 0.12 : 0.2)),
    },
    {
      what: 'getting started step number',
      text: light ? palette.primary.darker : palette.primary.lighter,
      background: light
        ? palette.primary.lighter
        : over(palette.background.paper, alpha(palette.primary.main, 0.16)),
    },
    { what: 'contact initials', text: palette.primary.darker, background: palette.primary.lighter },
  );
  for (const navColor of ['blend-in', 'discreet', 'evident'] as const) {
    const nav = navColors(theme, navColor);
    pairs.push(
      { what: `${navColor} nav link`, text: nav.text, background: nav.background },
      { what: `${navColor} nav subheader`, text: nav.subheader, background: nav.background },
      {
        what: `${navColor} active nav link`,
        text: nav.textActive,
        background: over(nav.background, nav.activeBackground),
      },
    );
  }
  return pairs;
}

const everyLook: AppSettings[] = (['light', 'dark'] as const).flatMap((paletteMode) =>
  (['green', 'blue', 'indigo', 'purple'] as const).flatMap((colorPreset) =>
    (['normal', 'high'] as const).map((contrast) => ({
      ...defaultSettings,
      paletteMode,
      colorPreset,
      contrast,
    })),
  ),
);

describe('the palette', () => {
  it.each(
    everyLook.map((settings) => [
      `${settings.paletteMode} ${settings.colorPreset} ${settings.contrast} contrast`,
      settings,
    ]),
  )('gives every text in %s at least 4.5:1 against its background (WCAG 1.4.3)', (_, settings) => {
    const tooFaint = pairsUsed(createAppTheme(settings))
      .map((pair) => ({
        ...pair,
        ratio: Math.round(getContrastRatio(pair.text, pair.background) * 100) / 100,
      }))
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ what, text, background, ratio }) => `${what}: ${text} on ${background} is ${ratio}:1`);
    expect(tooFaint).toEqual([]);
  });
});
