import { productImportColumns, type SpreadsheetFormat } from '@parley/contract';
import { toCsv, utf8Bom } from '../contacts/spreadsheet-csv';
import { toXlsx } from '../contacts/spreadsheet-xlsx';

/** The sample for product imports: the import's columns, and rows it takes as they are. */
const sampleRows = [
  [...productImportColumns],
  [
    'mug-blue',
    'Blue mug',
    'Stoneware, 350 ml',
    '14.50',
    'USD',
    'https://shop.example.com/images/mug-blue.jpg',
    'in stock',
  ],
  [
    'plate-set',
    'Dinner plates (set of 4)',
    'Porcelain, 27 cm',
    '48.00',
    'USD',
    'https://shop.example.com/images/plate-set.jpg',
    'out of stock',
  ],
];

export const productSampleFileName = (format: SpreadsheetFormat) => `products-sample.${format}`;

export async function productSampleFile(format: SpreadsheetFormat): Promise<Buffer> {
  return format === 'xlsx' ? toXlsx('Products', sampleRows) : Buffer.from(utf8Bom + toCsv(sampleRows));
}
