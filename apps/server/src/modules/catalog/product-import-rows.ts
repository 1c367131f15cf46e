import {
  validationMessages as m,
  type ProductAvailability,
  type ProductImportRefusal,
  type ProductImportReport,
  ProductInput,
  productImportColumns,
} from '@parley/contract';
import type { ProductFields } from '../../providers/product-catalog';
import { AppError } from '../../shared/errors';
import { parseMinor } from '../../shared/money';
import type { SpreadsheetRow } from '../contacts/spreadsheet-reader';

export type ProductImportRow = { rowNumber: number; values: string[] } & (
  | { retailerId: string; fields: ProductFields }
  | { refusal: ProductImportRefusal }
);

export type RefusedRow = ProductImportReport['refused'][number];

type Column = (typeof productImportColumns)[number];
const requiredColumns: Column[] = ['retailer_id', 'name', 'price', 'currency', 'image_url'];

/** Where each of the import's columns is in the file, from its header row ("Retailer ID" is retailer_id). */
export function importColumns(header: string[]): Map<Column, number> {
  const positions = new Map<Column, number>();
  header.forEach((cell, index) => {
    const name = cell
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    const column = productImportColumns.find((known) => known === name);
    if (column && !positions.has(column)) positions.set(column, index);
  });
  if (requiredColumns.some((column) => !positions.has(column))) {
    throw new AppError('PRODUCT_IMPORT_COLUMNS_MISSING');
  }
  return positions;
}

const availabilityWords: Record<string, ProductAvailability> = {
  'in stock': 'inStock',
  'out of stock': 'outOfStock',
};

const refusalOfField: Record<string, ProductImportRefusal> = {
  retailerId: 'retailerIdInvalid',
  name: 'nameMissing',
  price: 'priceInvalid',
  currency: 'currencyInvalid',
  imageUrl: 'imageUrlInvalid',
};

/**
 * The products of a file's rows, each checked as the Store's form checks one, or refused with the
 * reason; a retailer id repeated further down the file is refused there, the first row kept.
 */
export function readProductRows(rows: SpreadsheetRow[], columns: Map<Column, number>): ProductImportRow[] {
  const seen = new Set<string>();
  return rows.map(({ rowNumber, cells }) => {
    const cell = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const refused = (refusal: ProductImportRefusal) => ({ rowNumber, values: cells, refusal });
    const availability = cell('availability')
      ? availabilityWords[cell('availability').toLowerCase().replace(/_/g, ' ')]
      : 'inStock';
    if (!availability) return refused('availabilityInvalid');
    const parsed = ProductInput.safeParse({
      retailerId: cell('retailer_id'),
      name: cell('name'),
      description: cell('description'),
      price: cell('price'),
      currency: cell('currency'),
      imageUrl: cell('image_url'),
      availability,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      return refused(
        issue?.message === m.tooLong ? 'valueTooLong' : (refusalOfField[field] ?? 'valueTooLong'),
      );
    }
    const product = parsed.data;
    const priceMinor = parseMinor(product.price, product.currency);
    if (priceMinor === undefined) return refused('priceInvalid');
    if (seen.has(product.retailerId)) return refused('repeated');
    seen.add(product.retailerId);
    return {
      rowNumber,
      values: cells,
      retailerId: product.retailerId,
      fields: {
        name: product.name,
        description: product.description ?? '',
        imageUrl: product.imageUrl,
        priceMinor,
        currency: product.currency,
        availability: product.availability,
      },
    };
  });
}
