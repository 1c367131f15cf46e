/** What the handset page shows, computed by the simulator and drawn by the page's script. */

export interface BusinessNumberView {
  phoneNumberId: string;
  displayPhoneNumber: string;
  verifiedName: string;
}

export interface ChatSummary {
  waId: string;
  name: string;
  lastMessage?: { preview: string; at: string; from: Author };
}

export interface ChatsView {
  /** The business number the chats are with. */
  phoneNumberId: string;
  business: BusinessNumberView[];
  chats: ChatSummary[];
}

export interface ThreadView {
  waId: string;
  name: string;
  bubbles: Bubble[];
}

export type Author = 'customer' | 'business';

export interface Bubble {
  id: string;
  from: Author;
  at: string;
  /** Customer bubbles only: whether the business marked the message read (blue ticks). */
  read?: boolean;
  /** Business bubbles only: the platform could not deliver it. */
  failed?: boolean;
  quote?: { from: Author; preview: string };
  reaction?: string;
  content: BubbleContent;
}

export type BubbleContent =
  | { kind: 'text'; text: string }
  | { kind: 'media'; media: MediaView; caption?: string }
  | { kind: 'location'; latitude: number; longitude: number; name?: string; address?: string }
  | { kind: 'contacts'; contacts: { name: string; phones: string[] }[] }
  | { kind: 'rich'; rich: RichMessage }
  | { kind: 'order'; text?: string; items: OrderItemView[] }
  | { kind: 'unsupported'; type: string };

export type MediaType = 'image' | 'video' | 'audio' | 'document' | 'sticker';

/** `url` is the simulator's copy of media sent by id; `link` is media the business sent by URL. */
export interface MediaView {
  type: MediaType;
  url?: string;
  link?: string;
  filename?: string;
}

/** Templates and interactive messages: header, body, footer, then what the customer can tap. */
export interface RichMessage {
  header?: { text?: string; media?: MediaView };
  body?: string;
  footer?: string;
  actions: ActionView[];
  list?: { label: string; sections: { title?: string; rows: ListRowView[] }[] };
  /** A product message's product, drawn in the bubble. */
  product?: ProductView;
  /** The products a product, product list or catalog message lets the customer put in a cart. */
  shop?: ShopView;
  cards?: CardView[];
  /** Shown when the template is no longer in the simulator's store. */
  missingTemplate?: string;
}

export interface CardView {
  header?: MediaView;
  body?: string;
  actions: ActionView[];
}

export interface ActionView {
  title: string;
  reply?: CustomerReply;
  url?: string;
  phone?: string;
  code?: string;
}

export interface ListRowView {
  title: string;
  description?: string;
  reply: CustomerReply;
}

/** What tapping sends back: `button_reply`/`list_reply` interactives, or a template `button` (quick reply). */
export interface CustomerReply {
  kind: 'button_reply' | 'list_reply' | 'quick_reply';
  /** The button or row id; a quick reply's payload. */
  id: string;
  title: string;
  description?: string;
}

export interface OrderItemView {
  productRetailerId: string;
  /** The product's name in the business's catalog, when the catalog holds it. */
  name?: string;
  quantity: number;
  itemPrice: number;
  currency: string;
}

/** A product of the business's catalog as the customer sees it; `price` in major units, as orders carry it. */
export interface ProductView {
  retailerId: string;
  name: string;
  description?: string;
  imageUrl: string;
  price: number;
  currency: string;
  inStock: boolean;
}

export interface ShopView {
  catalogId: string;
  /** The button that opens it: View, View items, View catalog. */
  label: string;
  sections: { title?: string; products: ProductView[] }[];
}
