import type { TypographyVariantsOptions } from '@mui/material/styles';

export const bodyFont =
  '"Inter", "Noto Sans Arabic", "Noto Sans Malayalam", "Noto Sans Devanagari", sans-serif';
export const headingFont =
  '"Plus Jakarta Sans", "Noto Sans Arabic", "Noto Sans Malayalam", "Noto Sans Devanagari", sans-serif';

export const typography: TypographyVariantsOptions = {
  fontFamily: bodyFont,
  fontWeightRegular: 400,
  fontWeightMedium: 500,
  fontWeightBold: 700,
  h1: { fontFamily: headingFont, fontWeight: 800, fontSize: '3.5rem', lineHeight: 1.25 },
  h2: { fontFamily: headingFont, fontWeight: 800, fontSize: '2.75rem', lineHeight: 1.33 },
  h3: { fontFamily: headingFont, fontWeight: 700, fontSize: '2rem', lineHeight: 1.5 },
  h4: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.5 },
  h5: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.5 },
  h6: { fontFamily: headingFont, fontWeight: 600, fontSize: '1.0625rem', lineHeight: 1.55 },
  subtitle1: { fontWeight: 600, fontSize: '1rem', lineHeight: 1.5 },
  subtitle2: { fontWeight: 600, fontSize: '0.875rem', lineHeight: 1.57 },
  body1: { fontSize: '1rem', lineHeight: 1.5 },
  body2: { fontSize: '0.875rem', lineHeight: 1.57 },
  caption: { fontSize: '0.75rem', lineHeight: 1.5 },
  overline: { fontWeight: 700, fontSize: '0.75rem', lineHeight: 1.5, textTransform: 'uppercase' },
  button: { fontWeight: 700, fontSize: '0.875rem', lineHeight: 1.71, textTransform: 'none' },
};
