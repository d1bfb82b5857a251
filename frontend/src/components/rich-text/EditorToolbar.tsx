import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import RedoIcon from '@mui/icons-material/Redo';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { TEXT_COLORS } from './constants';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);
const MOD = isMac ? '⌘' : 'Ctrl+';
const SHIFT = isMac ? '⇧' : 'Shift+';
const ALT = isMac ? '⌥' : 'Alt+';

/** The toolbar's buttons, their accessible names and keyboard shortcuts (tiptap's). */
export const TOOLBAR_LABELS = [
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Code',
  'Heading 1',
  'Heading 2',
  'Heading 3',
  'Text colour',
  'Bullet list',
  'Numbered list',
  'Link',
  'Image',
  'Code block',
  'Quote',
  'Divider',
  'Undo',
  'Redo',
] as const;

interface ToolButtonProps {
  label: string;
  shortcut?: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** A toggle: sets aria-pressed. */
  active?: boolean;
  disabled?: boolean;
  extraProps?: Record<string, unknown>;
}

function ToolButton({ label, shortcut, icon, onClick, active, disabled, extraProps }: ToolButtonProps) {
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label} describeChild disableInteractive>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          // Keep the editor's selection while clicking.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          sx={{
            borderRadius: 1,
            width: 32,
            height: 32,
            fontSize: '0.8rem',
            fontWeight: 700,
            bgcolor: active ? 'action.selected' : 'transparent',
          }}
          {...extraProps}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function Separator() {
  return <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />;
}

export interface EditorToolbarProps {
  editor: Editor;
  disabled: boolean;
  controlsId: string;
  onLink: () => void;
  onImage: () => void;
}

export function EditorToolbar({ editor, disabled, controlsId, onLink, onImage }: EditorToolbarProps) {
  const menuId = useId();
  const [colorAnchor, setColorAnchor] = useState<HTMLElement | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      code: current.isActive('code'),
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      codeBlock: current.isActive('codeBlock'),
      blockquote: current.isActive('blockquote'),
      color: (current.getAttributes('textStyle').color as string | undefined) ?? null,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const off = disabled;

  return (
    <Box
      role="toolbar"
      aria-label="Text formatting"
      aria-controls={controlsId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.75, py: 0.5 }}
    >
      <ToolButton label="Bold" shortcut={`${MOD}B`} icon={<FormatBoldIcon fontSize="small" />} active={state.bold} disabled={off} onClick={() => chain().toggleBold().run()} />
      <ToolButton label="Italic" shortcut={`${MOD}I`} icon={<FormatItalicIcon fontSize="small" />} active={state.italic} disabled={off} onClick={() => chain().toggleItalic().run()} />
      <ToolButton label="Underline" shortcut={`${MOD}U`} icon={<FormatUnderlinedIcon fontSize="small" />} active={state.underline} disabled={off} onClick={() => chain().toggleUnderline().run()} />
      <ToolButton label="Strikethrough" shortcut={`${MOD}${SHIFT}S`} icon={<StrikethroughSIcon fontSize="small" />} active={state.strike} disabled={off} onClick={() => chain().toggleStrike().run()} />
      <ToolButton label="Code" shortcut={`${MOD}E`} icon={<CodeIcon fontSize="small" />} active={state.code} disabled={off} onClick={() => chain().toggleCode().run()} />
      <Separator />
      <ToolButton label="Heading 1" shortcut={`${MOD}${ALT}1`} icon="H1" active={state.h1} disabled={off} onClick={() => chain().toggleHeading({ level: 1 }).run()} />
      <ToolButton label="Heading 2" shortcut={`${MOD}${ALT}2`} icon="H2" active={state.h2} disabled={off} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <ToolButton label="Heading 3" shortcut={`${MOD}${ALT}3`} icon="H3" active={state.h3} disabled={off} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <ToolButton
        label="Text colour"
        icon={<FormatColorTextIcon fontSize="small" sx={{ color: state.color ?? undefined }} />}
        disabled={off}
        onClick={(event) => setColorAnchor(event.currentTarget)}
        extraProps={{
          'aria-haspopup': 'menu',
          'aria-expanded': colorAnchor ? 'true' : 'false',
          'aria-controls': colorAnchor ? menuId : undefined,
        }}
      />
      <Menu
        id={menuId}
        anchorEl={colorAnchor}
        open={Boolean(colorAnchor)}
        onClose={() => setColorAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Text colour', dense: true } }}
      >
        <MenuItem
          selected={!state.color}
          onClick={() => {
            setColorAnchor(null);
            chain().unsetColor().run();
          }}
        >
          <ListItemIcon>
            <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', border: '1px solid', borderColor: 'text.primary' }} />
          </ListItemIcon>
          <ListItemText>Default colour</ListItemText>
        </MenuItem>
        {TEXT_COLORS.map((color) => (
          <MenuItem
            key={color.value}
            selected={state.color?.toLowerCase() === color.value}
            onClick={() => {
              setColorAnchor(null);
              chain().setColor(color.value).run();
            }}
          >
            <ListItemIcon>
              <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: color.value }} />
            </ListItemIcon>
            <ListItemText>{color.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <Separator />
      <ToolButton label="Bullet list" shortcut={`${MOD}${SHIFT}8`} icon={<FormatListBulletedIcon fontSize="small" />} active={state.bulletList} disabled={off} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton label="Numbered list" shortcut={`${MOD}${SHIFT}7`} icon={<FormatListNumberedIcon fontSize="small" />} active={state.orderedList} disabled={off} onClick={() => chain().toggleOrderedList().run()} />
      <Separator />
      <ToolButton label="Link" shortcut={`${MOD}K`} icon={<InsertLinkIcon fontSize="small" />} active={state.link} disabled={off} onClick={onLink} extraProps={{ 'aria-haspopup': 'dialog' }} />
      <ToolButton label="Image" icon={<ImageOutlinedIcon fontSize="small" />} disabled={off} onClick={onImage} />
      <ToolButton label="Code block" shortcut={`${MOD}${ALT}C`} icon={<DataObjectIcon fontSize="small" />} active={state.codeBlock} disabled={off} onClick={() => chain().toggleCodeBlock().run()} />
      <ToolButton label="Quote" shortcut={`${MOD}${SHIFT}B`} icon={<FormatQuoteIcon fontSize="small" />} active={state.blockquote} disabled={off} onClick={() => chain().toggleBlockquote().run()} />
      <ToolButton label="Divider" icon={<HorizontalRuleIcon fontSize="small" />} disabled={off} onClick={() => chain().setHorizontalRule().run()} />
      <Separator />
      <ToolButton label="Undo" shortcut={`${MOD}Z`} icon={<UndoIcon fontSize="small" />} disabled={off || !state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label="Redo" shortcut={`${MOD}${SHIFT}Z`} icon={<RedoIcon fontSize="small" />} disabled={off || !state.canRedo} onClick={() => chain().redo().run()} />
    </Box>
  );
}
