import { getContrastRatio as c } from '@mui/material/styles';

const W = '#FFFFFF',
  P8 = '#1C252E',
  P9 = '#141A21',
  G2 = '#F4F6F8';
const list = process.argv.slice(2);
for (const x of list)
  console.log(
    x,
    'white',
    c(x, W).toFixed(2),
    'g200',
    c(x, G2).toFixed(2),
    'paper800',
    c(x, P8).toFixed(2),
    'def900',
    c(x, P9).toFixed(2),
  );
