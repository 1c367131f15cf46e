import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  /** Shown in the error colour: the action destroys something. */
  destructive?: boolean;
  testId?: string;
}

export interface RowActionsMenuProps {
  /** The button's accessible name. */
  label: string;
  actions: RowAction[];
  testId?: string;
}

/** A table row's "⋮" button and the menu of its actions; choosing one closes the menu first. */
export function RowActionsMenu({ label, actions, testId }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={label} data-testid={testId}>
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              action.onSelect();
            }}
            sx={action.destructive ? { color: 'error.main' } : undefined}
            data-testid={action.testId}
          >
            <ListItemIcon sx={action.destructive ? { color: 'inherit' } : undefined}>
              {action.icon}
            </ListItemIcon>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
