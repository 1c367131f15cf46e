import type { CustomerReply, RichMessage } from '../view-model';
import { h } from './dom';

/** Inbound orders carry a catalog id; the sandbox has no catalog of its own, so the handset names this one. */
const sandboxCatalogId = '300000000000001';

export function locationForm(onSubmit: (message: Record<string, unknown>) => void): HTMLFormElement {
  const latitude = numberInput('latitude', { min: -90, max: 90, step: 'any', required: true });
  const longitude = numberInput('longitude', { min: -180, max: 180, step: 'any', required: true });
  const name = h('input', { name: 'name', placeholder: 'Optional' });
  const address = h('input', { name: 'address', placeholder: 'Optional' });
  return form(
    'Share location',
    () =>
      onSubmit({
        type: 'location',
        location: {
          latitude: Number(latitude.value),
          longitude: Number(longitude.value),
          ...(name.value.trim() ? { name: name.value.trim() } : {}),
          ...(address.value.trim() ? { address: address.value.trim() } : {}),
        },
      }),
    field('Latitude', latitude),
    field('Longitude', longitude),
    field('Name', name),
    field('Address', address),
  );
}

export function orderForm(onSubmit: (message: Record<string, unknown>) => void): HTMLFormElement {
  const product = h('input', { name: 'productRetailerId', required: true, placeholder: 'e.g. sku-1042' });
  const quantity = numberInput('quantity', { min: 1, step: 1, required: true, value: 1 });
  const price = numberInput('price', { min: 0, step: 'any', required: true });
  const currency = h('input', {
    name: 'currency',
    required: true,
    value: 'USD',
    minlength: 3,
    maxlength: 3,
    pattern: '[A-Za-z]{3}',
  });
  const note = h('input', { name: 'text', placeholder: 'Optional' });
  return form(
    'Place order',
    () =>
      onSubmit({
        type: 'order',
        order: {
          catalog_id: sandboxCatalogId,
          ...(note.value.trim() ? { text: note.value.trim() } : {}),
          product_items: [
            {
              product_retailer_id: product.value.trim(),
              quantity: Number(quantity.value),
              item_price: Number(price.value),
              currency: currency.value.toUpperCase(),
            },
          ],
        },
      }),
    field('Product retailer ID', product),
    h(
      'div',
      { class: 'field-row' },
      field('Quantity', quantity),
      field('Unit price', price),
      field('Currency', currency),
    ),
    field('Note', note),
  );
}

/** A list message's rows, one to pick, like WhatsApp's list sheet. */
export function listPicker(
  list: NonNullable<RichMessage['list']>,
  onSubmit: (reply: CustomerReply) => void,
): HTMLFormElement {
  let chosen: CustomerReply | undefined;
  const rows = list.sections.map((section) =>
    h(
      'fieldset',
      { class: 'list-section' },
      section.title ? h('legend', {}, section.title) : null,
      ...section.rows.map((row) =>
        h(
          'label',
          { class: 'list-row', 'data-testid': 'list-row' },
          h(
            'span',
            { class: 'list-row__text' },
            h('strong', {}, row.title),
            row.description ? h('span', {}, row.description) : null,
          ),
          h('input', {
            type: 'radio',
            name: 'row',
            required: true,
            onchange: () => {
              chosen = row.reply;
            },
          }),
        ),
      ),
    ),
  );
  return form(
    'Send',
    () => {
      if (chosen) onSubmit(chosen);
    },
    ...rows,
  );
}

function form(submitLabel: string, onSubmit: () => void, ...fields: Node[]): HTMLFormElement {
  return h(
    'form',
    {
      class: 'sheet-form',
      onsubmit: (event) => {
        event.preventDefault();
        onSubmit();
      },
    },
    ...fields,
    h('button', { class: 'primary-button', type: 'submit' }, submitLabel),
  );
}

function field(label: string, input: HTMLInputElement): HTMLLabelElement {
  return h('label', { class: 'field' }, h('span', {}, label), input);
}

function numberInput(name: string, attributes: Record<string, string | number | boolean>): HTMLInputElement {
  return h('input', { name, type: 'number', inputmode: 'decimal', ...attributes });
}
