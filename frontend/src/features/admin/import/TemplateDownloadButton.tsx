import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import { apiErrorTitle } from '@/lib/api/errors';
import { useSnackbar } from '@/lib/toast';
import { useLazyImportTemplateQuery } from './api';

export const TEMPLATE_FILE_NAME = 'companies-import-template.csv';

/** Saves text as a file through a temporary link (the API needs its headers, so no plain href). */
function saveCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the object URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the CSV template (the header and one example row, docs/csv-import.md). */
export function TemplateDownloadButton() {
  const [fetchTemplate, { isFetching }] = useLazyImportTemplateQuery();
  const { enqueueSnackbar } = useSnackbar();

  const download = async () => {
    try {
      const text = await fetchTemplate({}, true).unwrap();
      saveCsv(text, TEMPLATE_FILE_NAME);
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? 'The template could not be downloaded. Please try again.', {
        variant: 'error',
      });
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadOutlinedIcon />} onClick={download} disabled={isFetching}>
      Download the CSV template
    </Button>
  );
}
