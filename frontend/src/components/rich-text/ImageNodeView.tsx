import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useSnackbar } from '@/lib/toast';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import {
  COPY_LABEL_RESET_MS,
  IMAGE_ACTION_SUCCESS_TOAST,
  IMAGE_LOAD_ERROR_TEXT,
  IMAGE_MAX_HEIGHT,
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
} from './constants';
import { copyImage, copyImageLink, downloadImage, type ImageAction } from './imageActions';
import { clampImageSize } from './imageSize';
import { cancelImageUpload, getUploadState, subscribeUploads } from './imageUploads';
import { toastMessage } from './toast';

export type ImageViewState = 'placeholder' | 'uploading' | 'loaded' | 'error';

function useUpload(uploadId: string | null) {
  return useSyncExternalStore(subscribeUploads, () => getUploadState(uploadId), () => getUploadState(uploadId));
}

const KEY_STEP = 10;
const KEY_STEP_LARGE = 50;

/**
 * The editor's image: blob placeholder (dimmed preview) → uploading (progress) → loaded,
 * or error ('Failed to load image' with a remove action). Loaded images have Copy image,
 * Copy link and Download actions and, while editable, a resize handle.
 */
export function ImageNodeView({ node, updateAttributes, deleteNode, selected, editor }: ReactNodeViewProps) {
  const { enqueueSnackbar } = useSnackbar();
  const src = (node.attrs.src as string | null) ?? '';
  const alt = (node.attrs.alt as string | null) ?? '';
  const width = (node.attrs.width as number | null) ?? null;
  const uploadId = (node.attrs.uploadId as string | null) ?? null;
  const upload = useUpload(uploadId);
  const [loadState, setLoadState] = useState<'loading' | 'loaded' | 'error'>('loading');
  const [copied, setCopied] = useState<ImageAction | null>(null);
  const [draftWidth, setDraftWidth] = useState<number | null>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const dragRef = useRef<{ startX: number; startWidth: number; ratio: number; maxWidth: number } | null>(null);
  const editable = editor.isEditable;

  useEffect(() => {
    setLoadState('loading');
  }, [src]);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(null), COPY_LABEL_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const state: ImageViewState = upload
    ? upload.status === 'error'
      ? 'error'
      : upload.status
    : !src || loadState === 'error'
      ? 'error'
      : 'loaded';

  const remove = () => {
    cancelImageUpload(uploadId);
    deleteNode();
  };

  const runAction = async (action: ImageAction) => {
    try {
      if (action === 'Copy Image') await copyImage(src);
      else if (action === 'Copy Link') await copyImageLink(src);
      else await downloadImage(src, alt);
      if (action !== 'Download') setCopied(action);
      enqueueSnackbar(IMAGE_ACTION_SUCCESS_TOAST, { variant: 'success' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      enqueueSnackbar(toastMessage(`Failed to ${action}`, message), { variant: 'error' });
    }
  };

  const measure = useCallback(() => {
    const image = imageRef.current;
    const frame = frameRef.current;
    const rect = image?.getBoundingClientRect();
    const currentWidth = rect?.width || width || IMAGE_MIN_WIDTH;
    const ratio =
      image && image.naturalWidth && image.naturalHeight
        ? image.naturalWidth / image.naturalHeight
        : rect && rect.width && rect.height
          ? rect.width / rect.height
          : 1;
    const container = frame?.parentElement?.closest('.ProseMirror') as HTMLElement | null;
    const maxWidth = container?.clientWidth ? container.clientWidth - 8 : Number.POSITIVE_INFINITY;
    return { currentWidth, ratio, maxWidth };
  }, [width]);

  const commitWidth = (nextWidth: number, ratio: number, maxWidth: number) => {
    const size = clampImageSize(nextWidth, ratio, maxWidth);
    updateAttributes({ width: size.width, height: size.height });
  };

  const onResizeStart = (event: ReactPointerEvent<HTMLElement>) => {
    if (!editable) return;
    event.preventDefault();
    event.stopPropagation();
    const { currentWidth, ratio, maxWidth } = measure();
    dragRef.current = { startX: event.clientX, startWidth: currentWidth, ratio, maxWidth };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onResizeMove = (event: ReactPointerEvent<HTMLElement>) => {
    const drag = dragRef.current;
    if (!drag) return;
    setDraftWidth(clampImageSize(drag.startWidth + event.clientX - drag.startX, drag.ratio, drag.maxWidth).width);
  };
  const onResizeEnd = (event: ReactPointerEvent<HTMLElement>) => {
    const drag = dragRef.current;
    if (!drag) return;
    dragRef.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    commitWidth(drag.startWidth + event.clientX - drag.startX, drag.ratio, drag.maxWidth);
    setDraftWidth(null);
  };
  const onResizeKey = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const { currentWidth, ratio, maxWidth } = measure();
    const step = (event.shiftKey ? KEY_STEP_LARGE : KEY_STEP) * (event.key === 'ArrowLeft' ? -1 : 1);
    commitWidth(currentWidth + step, ratio, maxWidth);
  };

  const shownWidth = draftWidth ?? width;
  const busy = state === 'placeholder' || state === 'uploading';

  return (
    <NodeViewWrapper
      className="rte-image"
      data-image-state={state}
      style={{ margin: '8px 0' }}
    >
      <Box
        ref={frameRef}
        sx={{
          position: 'relative',
          display: 'inline-block',
          maxWidth: '100%',
          width: shownWidth ? `${shownWidth}px` : undefined,
          minWidth: state === 'error' ? 240 : undefined,
          borderRadius: 1,
          outline: selected && editable ? '2px solid' : 'none',
          outlineColor: 'primary.main',
          outlineOffset: 2,
          '&:hover .rte-image-actions, &:focus-within .rte-image-actions': { opacity: 1 },
          '@media (hover: none)': { '& .rte-image-actions': { opacity: 1 } },
        }}
      >
        {state === 'error' ? (
          <Box
            role="alert"
            data-image-control
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 2,
              border: '1px dashed',
              borderColor: 'error.main',
              borderRadius: 1,
              color: 'error.main',
            }}
          >
            <BrokenImageOutlinedIcon aria-hidden />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {IMAGE_LOAD_ERROR_TEXT}
              {upload?.error ? `: ${upload.error}` : ''}
            </Typography>
            {editable ? (
              <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={remove}>
                Remove image
              </Button>
            ) : null}
          </Box>
        ) : (
          <>
            <Box
              component="img"
              ref={imageRef}
              src={src}
              alt={alt}
              draggable={editable}
              data-drag-handle
              onLoad={() => setLoadState('loaded')}
              onError={() => setLoadState('error')}
              sx={{
                display: 'block',
                width: shownWidth ? '100%' : 'auto',
                maxWidth: '100%',
                height: 'auto',
                maxHeight: IMAGE_MAX_HEIGHT,
                minWidth: Math.min(IMAGE_MIN_WIDTH, shownWidth ?? IMAGE_MIN_WIDTH),
                objectFit: 'contain',
                borderRadius: 1,
                opacity: busy ? 0.45 : 1,
                filter: state === 'placeholder' ? 'grayscale(0.6)' : 'none',
                transition: 'opacity 150ms',
              }}
            />
            {busy ? (
              <Box
                role="status"
                aria-live="polite"
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 1,
                  minHeight: IMAGE_MIN_HEIGHT,
                }}
              >
                {state === 'uploading' ? (
                  <>
                    <CircularProgress
                      variant="determinate"
                      value={upload?.progress ?? 0}
                      aria-label="Uploading image"
                    />
                    <Typography variant="caption" sx={{ fontWeight: 500 }}>
                      Uploading… {Math.round(upload?.progress ?? 0)}%
                    </Typography>
                  </>
                ) : (
                  <Typography variant="caption" sx={{ fontWeight: 500 }}>
                    Preparing image…
                  </Typography>
                )}
              </Box>
            ) : null}
            {state === 'loaded' ? (
              <Box
                className="rte-image-actions"
                data-image-control
                sx={{
                  position: 'absolute',
                  top: 6,
                  right: 6,
                  display: 'flex',
                  gap: 0.5,
                  p: 0.25,
                  borderRadius: 1,
                  bgcolor: 'background.paper',
                  boxShadow: 2,
                  opacity: selected ? 1 : 0,
                  transition: 'opacity 150ms',
                }}
              >
                <ActionButton
                  label={copied === 'Copy Image' ? 'Copied' : 'Copy image'}
                  icon={copied === 'Copy Image' ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
                  onClick={() => void runAction('Copy Image')}
                />
                <ActionButton
                  label={copied === 'Copy Link' ? 'Copied' : 'Copy link'}
                  icon={copied === 'Copy Link' ? <CheckIcon fontSize="small" /> : <LinkIcon fontSize="small" />}
                  onClick={() => void runAction('Copy Link')}
                />
                <ActionButton label="Download" icon={<DownloadIcon fontSize="small" />} onClick={() => void runAction('Download')} />
                {editable ? (
                  <ActionButton label="Remove image" icon={<DeleteOutlinedIcon fontSize="small" />} onClick={remove} />
                ) : null}
              </Box>
            ) : null}
            {state === 'loaded' && editable ? (
              <Box
                role="slider"
                tabIndex={0}
                aria-label="Resize image"
                aria-orientation="horizontal"
                aria-valuemin={IMAGE_MIN_WIDTH}
                aria-valuenow={Math.round(shownWidth ?? imageRef.current?.getBoundingClientRect().width ?? IMAGE_MIN_WIDTH)}
                aria-valuetext={`${Math.round(shownWidth ?? imageRef.current?.getBoundingClientRect().width ?? 0)} pixels wide`}
                data-image-control
                onPointerDown={onResizeStart}
                onPointerMove={onResizeMove}
                onPointerUp={onResizeEnd}
                onPointerCancel={onResizeEnd}
                onKeyDown={onResizeKey}
                sx={{
                  position: 'absolute',
                  right: -6,
                  bottom: -6,
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  border: '2px solid',
                  borderColor: 'background.paper',
                  cursor: 'nwse-resize',
                  touchAction: 'none',
                  opacity: selected || draftWidth ? 1 : 0,
                  '.rte-image:hover &, &:focus-visible': { opacity: 1 },
                }}
              />
            ) : null}
          </>
        )}
      </Box>
    </NodeViewWrapper>
  );
}

function ActionButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} onMouseDown={(event) => event.preventDefault()}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
