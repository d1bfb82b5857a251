import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderWithProviders, setupUser } from '../../../../test/utils';
import type { ImportJob } from './api';
import { IMPORT_POLL_MS } from './api';
import { CompaniesImportPage } from './CompaniesImportPage';
import { IMPORT_MAX_BYTES } from './validation';

const session = { token: 'jwt', user: makeUser({ isAdmin: true, roles: [{ id: 1, name: 'Admin' }] }) };

const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  jobId: 'f2b1c9e0-0000-4000-8000-000000000001',
  status: 'running',
  fileName: 'companies.csv',
  fileSize: 120,
  totalRows: 3,
  processedRows: 1,
  createdAt: '2026-11-23T10:00:00Z',
  startedAt: '2026-11-23T10:00:00Z',
  finishedAt: null,
  result: null,
  ...overrides,
});

const SUCCESS = job({
  status: 'done',
  processedRows: 3,
  finishedAt: '2026-11-23T10:00:02Z',
  result: { isSuccess: true, totalRowsProcessed: 3, errors: [], createdCount: 2, updatedCount: 1, unchangedCount: 0 },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Upload {
  fileName: string | null;
  fileType: string | null;
  content: string | null;
}

/**
 * A fake import API: the POST answers `started` (or an error), each GET of the job waits
 * for the test to answer it (`answerNextPoll`), so every state is seen in turn.
 */
function serve({ started, failUpload }: { started?: ImportJob; failUpload?: Response } = {}) {
  const uploads: Upload[] = [];
  const polls: string[] = [];
  const waiting: ((response: Response) => void)[] = [];
  const templateCalls: boolean[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === '/api/companies/import') {
      const form = await request.formData();
      const file = form.get('file');
      uploads.push({
        fileName: typeof file === 'string' || !file ? null : file.name,
        fileType: typeof file === 'string' || !file ? null : file.type,
        content: typeof file === 'string' || !file ? null : await file.text(),
      });
      return failUpload ?? json(started ?? SUCCESS, 202);
    }
    if (request.method === 'GET' && url.pathname === '/api/companies/import/template') {
      templateCalls.push(request.headers.has('X-Api-Key'));
      return new Response('name,website\r\nAcme,https://acme.io\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      });
    }
    const poll = /^\/api\/companies\/import\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && poll) {
      polls.push(poll[1]);
      return new Promise<Response>((resolve) => waiting.push(resolve));
    }
    return json({ status: 404, title: 'Not found' }, 404);
  });
  const answerNextPoll = async (body: ImportJob) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    act(() => waiting.shift()!(json(body)));
  };
  return { uploads, polls, templateCalls, answerNextPoll };
}

/**
 * A file as the browser gives it, made by the test environment's FormData (Node's File,
 * which its fetch sends; jsdom's own File would be sent as the text "[object File]").
 */
function csv(name = 'companies.csv', content = 'name,website\nAcme,https://acme.io\n', type = 'text/csv'): File {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form.get('file') as File;
}

const open = () =>
  renderWithProviders(<CompaniesImportPage />, { initialEntries: ['/admin/companies-import'], session });
const dropZone = () => screen.getByRole('group', { name: 'Drag and drop a CSV file here' });
const drop = (files: File[]) => fireEvent.drop(dropZone(), { dataTransfer: { files, types: ['Files'] } });
const fileInput = () => screen.getByLabelText('CSV file') as HTMLInputElement;

describe('companies import', () => {
  it('offers a drop zone, a keyboard-reachable file picker, the rule and the template', async () => {
    serve();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Companies import' })).toBeInTheDocument();
    expect(
      within(dropZone()).getByText('One CSV file only (text/csv, .csv), at most 5242880 bytes (5 MB).'),
    ).toBeInTheDocument();
    const choose = within(dropZone()).getByRole('button', { name: 'Choose a CSV file' });
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
    const picker = jest.spyOn(fileInput(), 'click');
    choose.focus();
    fireEvent.click(choose);
    expect(picker).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download the CSV template' })).toBeEnabled();
  });

  it('refuses what the server would refuse, with its messages, before any call', async () => {
    const { uploads } = serve();
    open();
    drop([new File(['png'], 'logo.png', { type: 'image/png' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only CSV files (.csv, text/csv) can be imported.');
    drop([new File(['x'], 'logo.csv', { type: 'image/png' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('Only CSV files (.csv, text/csv) can be imported.');
    drop([csv('a.csv'), csv('b.csv')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Import one CSV file at a time.');
    drop([new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' })]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The file is too large: at most 5 MB (5,242,880 bytes) can be imported.',
    );
    // The drop zone stays, announcing the problem; no file was sent.
    expect(dropZone()).toHaveAttribute('aria-describedby', expect.stringContaining(screen.getByRole('alert').id));
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    // Exactly the limit is accepted, and Excel's type for .csv too.
    drop([new File([new Uint8Array(IMPORT_MAX_BYTES)], 'limit.csv', { type: 'application/vnd.ms-excel' })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('limit.csv')).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('uploads the file, shows the progress while polling the job, then the Success card', async () => {
    jest.useFakeTimers();
    const user = setupUser();
    const { uploads, polls, answerNextPoll } = serve({ started: job({ processedRows: 1, totalRows: 3 }) });
    open();
    await user.upload(fileInput(), csv('companies.csv'));
    expect(screen.getByText('companies.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Importing… 1 of 3 rows (33%)')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(uploads).toEqual([
      { fileName: 'companies.csv', fileType: 'text/csv', content: 'name,website\nAcme,https://acme.io\n' },
    ]);

    await answerNextPoll(job({ processedRows: 2 }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '67'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Importing… 2 of 3 rows (67%)');

    // The next poll comes after the interval, on jest's clock.
    act(() => jest.advanceTimersByTime(IMPORT_POLL_MS));
    await answerNextPoll(SUCCESS);
    const card = await screen.findByRole('region', { name: 'Success' });
    expect(within(card).getByText('All 3 rows of companies.csv were imported.')).toBeInTheDocument();
    const total = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(total('Total rows processed')).toBe('3');
    expect(total('Created')).toBe('2');
    expect(total('Updated')).toBe('1');
    expect(total('Unchanged')).toBe('0');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(polls).toEqual([SUCCESS.jobId, SUCCESS.jobId]);

    // Finished: no more polling.
    act(() => jest.advanceTimersByTime(IMPORT_POLL_MS * 5));
    expect(polls).toHaveLength(2);

    await user.click(within(card).getByRole('button', { name: 'Import another file' }));
    expect(dropZone()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Success' })).not.toBeInTheDocument();
  });

  it('lists the rows with errors, with their numbers and reasons, and the rows imported', async () => {
    const user = setupUser();
    const { polls } = serve({
      started: job({
        status: 'done',
        processedRows: 4,
        totalRows: 4,
        result: {
          isSuccess: false,
          totalRowsProcessed: 4,
          errors: [
            'Row 3: targetIndustries: unknown industry "Basket weaving".',
            'Row 5: website "acme" is not a valid URL (it starts with http://, https:// or www.).',
          ],
          createdCount: 1,
          updatedCount: 0,
          unchangedCount: 1,
        },
      }),
    });
    open();
    await user.upload(fileInput(), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const card = await screen.findByRole('region', { name: 'Failure' });
    expect(within(card).getByText(/^2 of 4 rows were imported\./)).toBeInTheDocument();
    const errors = within(within(card).getByRole('list', { name: 'Errors' })).getAllByRole('listitem');
    expect(errors.map((item) => item.textContent)).toEqual([
      'Row 3targetIndustries: unknown industry "Basket weaving".',
      'Row 5website "acme" is not a valid URL (it starts with http://, https:// or www.).',
    ]);
    expect(within(card).getByText('Rows with errors').nextElementSibling).toHaveTextContent('2');
    // The POST answered a finished job (the embedded default): nothing to poll.
    expect(polls).toEqual([]);
  });

  it("shows the server's 400 and 413 messages and keeps the drop zone", async () => {
    const user = setupUser();
    serve({
      failUpload: json(
        {
          status: 400,
          title: 'The first row must name the columns: missing required column website.',
          code: 'badHeader',
          errors: {},
        },
        400,
      ),
    });
    open();
    await user.upload(fileInput(), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first row must name the columns: missing required column website.',
    );
    expect(dropZone()).toBeInTheDocument();
  });

  it('shows the size limit for a 413 without a JSON body (a proxy)', async () => {
    const user = setupUser();
    serve({ failUpload: new Response('<html>Request Entity Too Large</html>', { status: 413 }) });
    open();
    await user.upload(fileInput(), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too large: at most 5 MB (5,242,880 bytes) can be imported.',
    );
  });

  it('downloads the template through the API (with its key)', async () => {
    const user = setupUser();
    const { templateCalls } = serve();
    const created: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:http://localhost/template';
      }),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    open();
    await user.click(screen.getByRole('button', { name: 'Download the CSV template' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('companies-import-template.csv');
    expect(clicked[0].href).toBe('blob:http://localhost/template');
    expect(await created[0].text()).toBe('name,website\r\nAcme,https://acme.io\r\n');
    expect(templateCalls).toEqual([true]);
  });
});
