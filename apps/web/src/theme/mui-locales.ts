import { arSA, deDE, enUS, esES, hiIN, type Localization } from '@mui/material/locale';
import type { LanguageCode } from '../lib/i18n';
import ml from '../locales/ml/mui.json';

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

/** MUI ships no Malayalam pack: the texts of its components that Parley shows, from ml/mui.json. */
const mlIN: Localization = {
  components: {
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: ml.rowsPerPage,
        labelDisplayedRows: ({ from, to, count }) =>
          fill(count === -1 ? ml.displayedRowsMore : ml.displayedRows, { from, to, count }),
        getItemAriaLabel: (type) => ml[`${type}Page`],
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: ml.clear,
        closeText: ml.close,
        loadingText: ml.loading,
        noOptionsText: ml.noOptions,
        openText: ml.open,
      },
    },
    MuiAlert: { defaultProps: { closeText: ml.close } },
  },
};

/** MUI's own texts (pagination, autocomplete, alert buttons) in each interface language. */
export const muiLocales: Record<LanguageCode, Localization> = {
  en: enUS,
  de: deDE,
  es: esES,
  ar: arSA,
  ml: mlIN,
  hi: hiIN,
};
