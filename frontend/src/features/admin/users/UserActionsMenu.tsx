import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { fullName, type AdminUser } from './api';

export type UserAction = 'deactivate' | 'reactivate' | 'grantAdmin' | 'revokeAdmin' | 'grantPlan';

interface UserActionsMenuProps {
  user: AdminUser;
  /** The signed-in admin's own row: they cannot deactivate themself (the server says so too). */
  isSelf: boolean;
  disabled?: boolean;
  onAction: (action: UserAction, user: AdminUser) => void;
}

/** The row's actions, each confirmed in a dialog by the page. */
export function UserActionsMenu({ user, isSelf, disabled = false, onAction }: UserActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const pick = (action: UserAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${fullName(user)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {user.isActive ? (
          <MenuItem onClick={() => pick('deactivate')} disabled={isSelf}>
            <ListItemText primary="Deactivate" secondary={isSelf ? 'Not your own account' : undefined} />
          </MenuItem>
        ) : (
          <MenuItem onClick={() => pick('reactivate')}>
            <ListItemText primary="Reactivate" />
          </MenuItem>
        )}
        {user.isAdmin ? (
          <MenuItem onClick={() => pick('revokeAdmin')}>
            <ListItemText primary="Revoke admin role" />
          </MenuItem>
        ) : (
          <MenuItem onClick={() => pick('grantAdmin')}>
            <ListItemText primary="Grant admin role" />
          </MenuItem>
        )}
        <MenuItem onClick={() => pick('grantPlan')}>
          <ListItemText primary="Grant a plan…" />
        </MenuItem>
      </Menu>
    </>
  );
}
