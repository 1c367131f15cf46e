import type { CustomerReply, RichMessage, ShopView } from '../view-model';
import { h } from './dom';
import { money } from './rich';

/** The sandbox shop's catalog (catalog.store.ts), which a product enquiry names. */
const sandboxCatalogId = '194836987003835';

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

/**
 * The business's products in a cart, as WhatsApp's catalog sheet: a quantity for each product in
 * stock, an optional note, and the order Meta's `order` webhook carries, at the catalog's prices.
 */
export function shopForm(
  shop: ShopView,
  onSubmit: (message: Record<string, unknown>) => void,
): HTMLFormElement {
  const quantities = new Map<string, number>();
  const note = h('input', { name: 'text', placeholder: 'Optional' });
  const submit = h('button', { class: 'primary-button', type: 'submit', disabled: true }, 'Send order');
  const total = h('span', { class: 'shop__total', 'data-testid': 'cart-total' });
  const products = shop.sections.flatMap((section) => section.products);
  const refresh = () => {
    const chosen = products.filter((product) => (quantities.get(product.retailerId) ?? 0) > 0);
    submit.disabled = chosen.length === 0;
    const currency = chosen[0]?.currency;
    total.textContent =
      currency && chosen.every((product) => product.currency === currency)
        ? money(
            chosen.reduce(
              (sum, product) => sum + product.price * (quantities.get(product.retailerId) ?? 0),
              0,
            ),
            currency,
          )
        : '';
  };
  const stepper = (retailerId: string, enabled: boolean) => {
    const count = h('output', { class: 'stepper__count', 'data-testid': 'quantity' }, '0');
    const change = (by: number) => () => {
      const next = Math.max(0, (quantities.get(retailerId) ?? 0) + by);
      quantities.set(retailerId, next);
      count.textContent = String(next);
      refresh();
    };
    return h(
      'span',
      { class: 'stepper' },
      h('button', { type: 'button', 'aria-label': 'Fewer', disabled: !enabled, onclick: change(-1) }, '−'),
      count,
      h('button', { type: 'button', 'aria-label': 'More', disabled: !enabled, onclick: change(1) }, '+'),
    );
  };
  const form = h(
    'form',
    {
      class: 'sheet-form',
      onsubmit: (event) => {
        event.preventDefault();
        const items = products.flatMap((product) => {
          const quantity = quantities.get(product.retailerId) ?? 0;
          return quantity > 0
            ? [
                {
                  product_retailer_id: product.retailerId,
                  quantity,
                  item_price: product.price,
                  currency: product.currency,
                },
              ]
            : [];
        });
        onSubmit({
          type: 'order',
          order: {
            catalog_id: shop.catalogId,
            ...(note.value.trim() ? { text: note.value.trim() } : {}),
            product_items: items,
          },
        });
      },
    },
    ...shop.sections.map((section) =>
      h(
        'fieldset',
        { class: 'list-section' },
        section.title ? h('legend', {}, section.title) : null,
        ...section.products.map((product) =>
          h(
            'div',
            { class: 'shop-row', 'data-testid': 'shop-product', 'data-retailer-id': product.retailerId },
            h('img', { class: 'shop-row__image', src: product.imageUrl, alt: '' }),
            h(
              'span',
              { class: 'list-row__text' },
              h('strong', {}, product.name),
              h('span', {}, product.inStock ? money(product.price, product.currency) : 'Out of stock'),
            ),
            stepper(product.retailerId, product.inStock),
          ),
        ),
      ),
    ),
    field('Note', note),
    h('div', { class: 'shop__footer' }, total, submit),
  );
  return form;
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
