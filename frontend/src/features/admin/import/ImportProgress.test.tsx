import { render, screen } from '@testing-library/react';
import type { ImportJob } from './api';
import { ImportProgress } from './ImportProgress';

function job(overrides: Partial<ImportJob>): ImportJob {
  return {
    jobId: '00000000-0000-0000-0000-000000000001',
    status: 'running',
    fileName: 'companies.csv',
    fileSize: 1024,
    totalRows: 1,
    processedRows: 0,
    createdAt: '2026-11-26T10:00:00Z',
    startedAt: null,
    finishedAt: null,
    result: null,
    ...overrides,
  };
}

describe('<ImportProgress>: rows counted in the right number (issue 22, item 13)', () => {
  it.each([
    ['Waiting to start: 1 row to import…', job({ status: 'queued', totalRows: 1 })],
    ['Waiting to start: 1,200 rows to import…', job({ status: 'queued', totalRows: 1200 })],
    ['Importing… 0 of 1 row (0%)', job({ totalRows: 1, processedRows: 0 })],
    ['Importing… 1 of 3 rows (33%)', job({ totalRows: 3, processedRows: 1 })],
  ])('%s', (text, running) => {
    render(<ImportProgress fileName="companies.csv" job={running} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
