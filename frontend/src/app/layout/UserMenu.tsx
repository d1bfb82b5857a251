import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSignOut } from '@/features/auth/useSignOut';
import { displayName, userInitials, type User } from '@/lib/session/types';
import { paths } from '@/lib/paths';

/** Avatar button "Account menu": Profile, Plans, Sign out. */
export function UserMenu({ user }: { user: User | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signOut] = useSignOut();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        // The initials it shows are part of its name (label in name, WCAG 2.5.3).
        aria-label={user ? `Account menu, ${userInitials(user)}` : 'Account menu'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main' }}>
          {user ? userInitials(user) : '?'}
        </Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        {user ? (
          <Box sx={{ px: 2, py: 1 }}>
            <Typography sx={{ fontWeight: 500 }} noWrap>
              {displayName(user)}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        ) : null}
        {user ? <Divider /> : null}
        <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutlineOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Profile</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.pricing} onClick={close}>
          <ListItemIcon>
            <SellOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Plans</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Sign out</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
