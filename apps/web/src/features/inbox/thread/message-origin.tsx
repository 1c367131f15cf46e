import Campaign from '@mui/icons-material/Campaign';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import type { AdReferral, Message, ReferredProduct } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { isolate } from '../../../lib/isolate';
import { webAddress } from '../../../lib/web-address';
import { chatColors } from '../../templates/components/chat-colors';

/** The campaign a message was sent for, and where its details page is. */
export interface CampaignOrigin {
  name: string;
  href: string;
}

/** The campaign named in a campaign message's content, linked by `campaignHref`; undefined for any other message. */
export function campaignOrigin(
  content: unknown,
  campaignHref: (campaignId: string) => string,
): CampaignOrigin | undefined {
  if (typeof content !== 'object' || content === null) return undefined;
  const { campaignId, campaignName } = content as Record<string, unknown>;
  return typeof campaignId === 'string' && typeof campaignName === 'string'
    ? { name: campaignName, href: campaignHref(campaignId) }
    : undefined;
}

/**
 * What a message came from, above its content: the ad the customer tapped, the product they asked
 * about, or the campaign the business sent it for.
 */
export function MessageOrigin({
  referral,
  referredProduct,
  campaign,
}: Pick<Message, 'referral' | 'referredProduct'> & { campaign?: CampaignOrigin }) {
  if (!referral && !referredProduct && !campaign) return null;
  return (
    <Stack spacing={0.5} sx={{ mb: 0.5 }}>
      {referral && <AdCard referral={referral} />}
      {referredProduct && <ProductCard product={referredProduct} />}
      {campaign && <CampaignCard campaign={campaign} />}
    </Stack>
  );
}

function CampaignCard({ campaign }: { campaign: CampaignOrigin }) {
  const { t } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  return (
    <OriginBox icon={<Campaign sx={{ fontSize: 18, color: colors.secondary }} />} testId="message-campaign">
      <Link component={RouterLink} to={campaign.href} sx={{ color: colors.link, fontWeight: 600 }}>
        {t('origin.campaign', { name: isolate(campaign.name) })}
      </Link>
    </OriginBox>
  );
}

function AdCard({ referral }: { referral: AdReferral }) {
  const { t } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  const source = referral.sourceType === 'post' ? 'post' : 'ad';
  const address = webAddress(referral.sourceUrl);
  return (
    <OriginBox
      icon={<Campaign sx={{ fontSize: 18, color: colors.secondary }} />}
      testId="message-ad-referral"
    >
      <Box sx={{ fontWeight: 600 }}>
        {referral.headline
          ? t(`origin.${source}`, { headline: isolate(referral.headline) })
          : t(`origin.${source}Untitled`)}
      </Box>
      {referral.body && (
        <Box
          dir="auto"
          sx={{
            color: colors.secondary,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {referral.body}
        </Box>
      )}
      {address && (
        <Link href={address} target="_blank" rel="noopener noreferrer" sx={{ color: colors.link }}>
          {t(`origin.open.${source}`)}
        </Link>
      )}
    </OriginBox>
  );
}

function ProductCard({ product }: { product: ReferredProduct }) {
  const { t } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  return (
    <OriginBox
      icon={<LocalOfferOutlined sx={{ fontSize: 18, color: colors.secondary }} />}
      testId="message-referred-product"
    >
      <Box sx={{ fontWeight: 600 }}>{t('origin.product')}</Box>
      <LtrText>{product.productRetailerId}</LtrText>
      <Box sx={{ color: colors.secondary }}>
        {t('origin.catalog')} <LtrText>{product.catalogId}</LtrText>
      </Box>
    </OriginBox>
  );
}

function OriginBox({ icon, testId, children }: { icon: ReactNode; testId: string; children: ReactNode }) {
  const colors = chatColors(useTheme());
  return (
    <Stack
      direction="row"
      spacing={0.75}
      data-testid={testId}
      sx={{
        px: 1,
        py: 0.75,
        borderRadius: 1,
        borderInlineStart: '3px solid',
        borderInlineStartColor: (theme) => theme.palette.primary.main,
        bgcolor: colors.media,
        fontSize: 13,
      }}
    >
      <Box sx={{ pt: 0.125 }}>{icon}</Box>
      <Stack sx={{ minWidth: 0 }}>{children}</Stack>
    </Stack>
  );
}
