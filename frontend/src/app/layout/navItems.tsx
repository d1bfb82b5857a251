import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import WidgetsOutlinedIcon from '@mui/icons-material/WidgetsOutlined';
import type { ReactNode } from 'react';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  isNew?: boolean;
  /** Active only on an exact match (Home). */
  exact?: boolean;
  /** Other paths that count as this item (e.g. /home for Home). */
  aliases?: string[];
  /** Shows the member's unread outreach count (Outreach). */
  unreadBadge?: boolean;
}

/** Main menu, in the spec's order. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: paths.home, icon: <HomeOutlinedIcon />, exact: true, aliases: [paths.homeAlias] },
  // The creation wizard sits under /companies but belongs to My Company.
  { label: 'My Company', to: paths.myCompany, icon: <BusinessOutlinedIcon />, aliases: [paths.companyNew] },
  { label: 'Partner Pipeline', to: paths.partnerPipeline, icon: <TimelineOutlinedIcon /> },
  { label: 'Partner Program Hub', to: paths.partnerProgramHub, icon: <HandshakeOutlinedIcon />, isNew: true },
  // Saved searches belong to discovery (their alerts open it).
  { label: 'AI Partner Discovery', to: paths.companies, icon: <TravelExploreOutlinedIcon />, aliases: [paths.savedSearches] },
  // Issue 23: what discovery finds, the member reaches here (not in the spec's menu, which predates it).
  { label: 'Outreach', to: paths.outreach.root, icon: <ForwardToInboxOutlinedIcon />, unreadBadge: true },
  // Issue 24: follow-ups to the intro requests sent from Outreach (the spec names the route only).
  { label: 'Sequences', to: paths.sequences, icon: <ScheduleSendOutlinedIcon /> },
  { label: 'AI Partner Tools', to: paths.aiPartnerTools, icon: <WidgetsOutlinedIcon /> },
  { label: 'AI Assistant', to: paths.aiAssistant, icon: <ForumOutlinedIcon />, isNew: true },
  { label: 'Knowledge Base', to: paths.knowledgeBase, icon: <MenuBookOutlinedIcon /> },
  { label: 'Plans', to: paths.pricing, icon: <SellOutlinedIcon /> },
];

/** Admin group: rendered only for admins. */
export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Companies Import', to: paths.admin.companiesImport, icon: <CloudUploadOutlinedIcon /> },
  { label: 'Active Companies', to: paths.admin.activeCompanies, icon: <VerifiedOutlinedIcon /> },
  { label: 'Pending Companies', to: paths.admin.pendingCompanies, icon: <HourglassEmptyOutlinedIcon /> },
  { label: 'Users', to: paths.admin.users, icon: <GroupOutlinedIcon /> },
  { label: 'AI Assistant v2', to: paths.admin.aiAssistantV2, icon: <SmartToyOutlinedIcon /> },
  { label: 'AI Company Search', to: paths.admin.aiCompanySearch, icon: <ManageSearchOutlinedIcon /> },
  { label: 'AI Partner Program Builder', to: paths.admin.aiPartnerProgramBuilder, icon: <PsychologyOutlinedIcon /> },
  { label: 'Outreach Reports', to: paths.admin.outreachReports, icon: <FlagOutlinedIcon /> },
];

export const ADMIN_GROUP_ICON = <AdminPanelSettingsOutlinedIcon />;
export const BRAND_ICON = <ApartmentOutlinedIcon />;

/** How closely an item matches a path: the length of its longest matching path; 0 for none. */
function navMatchLength(item: NavItem, pathname: string): number {
  const candidates = [item.to, ...(item.aliases ?? [])];
  return Math.max(
    0,
    ...candidates
      .filter((path) => (item.exact ? pathname === path : pathname === path || pathname.startsWith(`${path}/`)))
      .map((path) => path.length),
  );
}

/**
 * The menu item a path belongs to: the closest match over all items, so /companies/new (an
 * alias of My Company) is not also AI Partner Discovery (/companies). At most one item is
 * active.
 */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItem | null {
  let best: NavItem | null = null;
  let bestLength = 0;
  for (const item of items) {
    const length = navMatchLength(item, pathname);
    if (length > bestLength) {
      best = item;
      bestLength = length;
    }
  }
  return best;
}
