import ExpandMore from '@mui/icons-material/ExpandMore';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedChannel } from '../selected-channel';

/** The header's channel selection view: platforms, their channel groups, their channels. */
export function ChannelPicker() {
  const { t } = useTranslation('channels');
  const { platforms, selected, select } = useSelectedChannel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!selected) return null;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<WhatsApp color="success" />}
        endIcon={<ExpandMore />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${selected.label} (${t('picker.label')})`}
        data-testid="channel-picker"
        sx={{
          minWidth: 0,
          maxWidth: { xs: 160, sm: 260 },
          textTransform: 'none',
          fontWeight: 600,
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <span dir="auto" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {selected.label}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {platforms.flatMap((platform) =>
          platform.channelGroups.flatMap((group) => [
            <ListSubheader key={`${platform.platform}-${group.channelGroupId}`}>
              {`${platform.label} · ${t(`providers.${group.provider}`)}`}
            </ListSubheader>,
            ...group.channels.map((channel) => (
              <MenuItem
                key={channel.channelId}
                selected={channel.channelId === selected.channelId}
                onClick={() => {
                  select(channel.channelId);
                  setAnchor(null);
                }}
              >
                {channel.label}
              </MenuItem>
            )),
          ]),
        )}
      </Menu>
    </>
  );
}
