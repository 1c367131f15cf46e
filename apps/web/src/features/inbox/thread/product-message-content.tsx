import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ListAlt from '@mui/icons-material/ListAlt';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import type { Product } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { chatColors } from '../../templates/components/chat-colors';
import { FormattedText } from '../../templates/components/formatted-text';
import { messageDirection } from '../../templates/text-direction';
import type { MessageView } from './message-view';

type ProductView = Extract<MessageView, { kind: 'product' | 'productList' | 'catalog' }>;

export interface ProductMessageContentProps {
  view: ProductView;
  /** The channel's products by retailer id; a product not among them is named by its retailer id. */
  products: ReadonlyMap<string, Product>;
}

/**
 * A product, a product list or the catalog Parley sent, as the customer sees it: the products by
 * name and picture where the channel's catalog still holds them.
 */
export function ProductMessageContent({ view, products }: ProductMessageContentProps) {
  const { t } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  const header = view.kind === 'productList' ? view.header : undefined;
  const direction = messageDirection([header, view.body, view.footer]);

  return (
    <Box dir={direction} sx={{ minWidth: 220 }} data-testid={`message-${view.kind}`}>
      {view.kind === 'product' && (
        <ProductCard retailerId={view.retailerId} product={products.get(view.retailerId)} />
      )}
      {view.kind === 'catalog' && (
        <Stack
          direction="row"
          sx={{ gap: 1, alignItems: 'center', p: 1, mb: 0.5, borderRadius: 1.5, bgcolor: colors.media }}
        >
          <ProductPicture
            product={view.thumbnailRetailerId ? products.get(view.thumbnailRetailerId) : undefined}
          >
            <StorefrontOutlined />
          </ProductPicture>
          <Box sx={{ fontWeight: 600 }}>{t('productMessage.catalog')}</Box>
        </Stack>
      )}
      {header && <Box sx={{ fontWeight: 700, mb: 0.5 }}>{header}</Box>}
      {view.body && <FormattedText text={view.body} linkify />}
      {view.footer && (
        <Box sx={{ mt: 0.5, fontSize: 13, color: colors.outgoingSecondary }}>{view.footer}</Box>
      )}
      {view.kind === 'productList' &&
        view.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: section titles may repeat.
          <Box key={index} sx={{ mt: 1 }} data-testid="product-section">
            <Box
              sx={{
                fontSize: 12,
                fontWeight: 600,
                color: colors.outgoingSecondary,
                textTransform: 'uppercase',
              }}
            >
              {section.title}
            </Box>
            <Stack spacing={0.5} sx={{ mt: 0.5 }}>
              {section.retailerIds.map((retailerId) => (
                <ProductCard
                  key={retailerId}
                  retailerId={retailerId}
                  product={products.get(retailerId)}
                  dense
                />
              ))}
            </Stack>
          </Box>
        ))}
      {view.kind !== 'product' && (
        <Stack
          direction="row"
          sx={{
            gap: 0.75,
            mx: -1,
            mt: 0.75,
            pt: 0.75,
            justifyContent: 'center',
            alignItems: 'center',
            borderTop: `1px solid ${colors.divider}`,
            fontWeight: 500,
          }}
          data-testid="product-message-button"
        >
          {/* WhatsApp's link blue reads under 4.5:1 on the business's green: the icon carries the colour. */}
          {view.kind === 'catalog' ? (
            <StorefrontOutlined sx={{ fontSize: 18, color: colors.link }} />
          ) : (
            <ListAlt sx={{ fontSize: 18, color: colors.link }} />
          )}
          <span>
            {t(view.kind === 'catalog' ? 'productMessage.viewCatalog' : 'productMessage.viewItems')}
          </span>
        </Stack>
      )}
    </Box>
  );
}

/** One product: its picture, name and price, or its retailer id when the catalog no longer holds it. */
function ProductCard({
  retailerId,
  product,
  dense,
}: {
  retailerId: string;
  product?: Product;
  dense?: boolean;
}) {
  const { t, i18n } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  return (
    <Stack
      direction="row"
      sx={{
        gap: 1,
        alignItems: 'center',
        p: dense ? 0.5 : 1,
        mb: dense ? 0 : 0.5,
        borderRadius: 1.5,
        bgcolor: colors.media,
      }}
      data-testid="product-card"
    >
      <ProductPicture product={product} size={dense ? 36 : 48}>
        <Inventory2Outlined fontSize="small" />
      </ProductPicture>
      <Box sx={{ minWidth: 0, fontSize: 13 }}>
        <Box sx={{ fontWeight: 600 }}>
          <bdi>{product?.name ?? retailerId}</bdi>
        </Box>
        {product && (
          <Box sx={{ color: colors.text }}>
            {formatMoney(i18n.language, product.price, product.currency)}
            {product.availability === 'outOfStock' && ` · ${t('productMessage.outOfStock')}`}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

function ProductPicture({
  product,
  size = 40,
  children,
}: {
  product: Product | undefined;
  size?: number;
  children: React.ReactNode;
}) {
  const colors = chatColors(useTheme());
  return product?.imageUrl ? (
    <Box
      component="img"
      src={product.imageUrl}
      alt=""
      sx={{ width: size, height: size, flexShrink: 0, objectFit: 'cover', borderRadius: 1 }}
    />
  ) : (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1,
        bgcolor: colors.bubble,
        color: colors.secondary,
      }}
    >
      {children}
    </Box>
  );
}
