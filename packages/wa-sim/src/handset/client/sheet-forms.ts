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

type WithOrigin = (message: Record<string, unknown>, origin: Record<string, unknown>) => void;

/**
 * A text written after tapping a click-to-WhatsApp ad: Meta's `referral` with the ad's fields, a
 * fresh ad id and click id, and the picture as the ad's image when one is given.
 */
export function adForm(onSubmit: WithOrigin): HTMLFormElement {
  const text = h('input', { name: 'text', required: true, value: 'Hi! I saw your ad.' });
  const headline = h('input', { name: 'headline', value: 'Spring sale: 20% off' });
  const body = h('input', { name: 'body', placeholder: 'Optional' });
  const sourceUrl = h('input', {
    name: 'sourceUrl',
    type: 'url',
    required: true,
    value: 'https://fb.me/sandbox-ad',
  });
  const imageUrl = h('input', { name: 'imageUrl', type: 'url', placeholder: 'Optional' });
  return form(
    'Send',
    () => {
      const optional = (input: HTMLInputElement) => input.value.trim() || undefined;
      const image = optional(imageUrl);
      onSubmit(
        { type: 'text', text: { body: text.value.trim() } },
        {
          referral: {
            source_url: sourceUrl.value.trim(),
            source_id: randomDigits(15),
            source_type: 'ad',
            headline: optional(headline),
            body: optional(body),
            ...(image ? { media_type: 'image', image_url: image } : {}),
            ctwa_clid: `sandbox-${randomDigits(12)}`,
          },
        },
      );
    },
    field('Message', text),
    field('Ad headline', headline),
    field('Ad text', body),
    field('Ad link', sourceUrl),
    field('Ad picture link', imageUrl),
  );
}

/** A text written after pressing "Message business" on a product of the (sandbox) catalog. */
export function productEnquiryForm(onSubmit: WithOrigin): HTMLFormElement {
  const product = h('input', { name: 'productRetailerId', required: true, placeholder: 'e.g. sku-1042' });
  const text = h('input', { name: 'text', required: true, value: 'Is this available?' });
  return form(
    'Send',
    () =>
      onSubmit(
        { type: 'text', text: { body: text.value.trim() } },
        { referred_product: { catalog_id: sandboxCatalogId, product_retailer_id: product.value.trim() } },
      ),
    field('Product retailer ID', product),
    field('Message', text),
  );
}

const randomDigits = (count: number) =>
  Array.from({ length: count }, (_, index) => Math.floor(Math.random() * 10) || (index === 0 ? 1 : 0)).join(
    '',
  );

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
