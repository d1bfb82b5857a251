import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { LoadError } from '@/components/company/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Pagination } from '@/components/Pagination';
import { formatDate } from '@/lib/format';
import { cameFromPendingListSet, usePendingChangesQuery, type PendingChangeRow } from './api';
import { CompanyListTable, type Column } from './CompanyListTable';
import { CompanyNameFilter } from './CompanyNameFilter';
import { useCompanyList } from './useCompanyList';

/** 'Updated' when the change belongs to an existing company, 'Added' otherwise (spec section 2). */
export function changeKindLabel(row: Pick<PendingChangeRow, 'companyId'>): 'Updated' | 'Added' {
  return row.companyId ? 'Updated' : 'Added';
}

/** Pending Companies (spec section 2, /admin/companies/pending): the review queue. */
export function PendingCompaniesPage() {
  const navigate = useNavigate();
  const list = useCompanyList();
  const query = usePendingChangesQuery(list.queryArgs);

  const open = (row: PendingChangeRow) => {
    cameFromPendingListSet();
    navigate(paths.admin.pendingCompany(row.companyChangeId));
  };

  const columns: Column<PendingChangeRow>[] = [
    {
      key: 'logo',
      header: 'Logo',
      width: 72,
      render: (row) => <CompanyLogo name={row.companyName} logoUrl={row.companyLogoUrl} size={36} />,
    },
    { key: 'name', header: 'Company Name', sortable: true, render: (row) => row.companyName },
    {
      key: 'status',
      header: 'Status',
      width: 140,
      render: (row) => {
        const label = changeKindLabel(row);
        return <Chip size="small" label={label} color={label === 'Added' ? 'success' : 'info'} variant="outlined" />;
      },
    },
    { key: 'proposed', header: 'Proposed', width: 150, render: (row) => formatDate(row.createdAt) },
    {
      key: 'details',
      header: '',
      width: 140,
      render: (row) => (
        <Button size="small" variant="outlined" onClick={() => open(row)} aria-label={`View Details of ${row.companyName}`}>
          View Details
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Pending Companies" subtitle="New companies and changes to existing companies, waiting for review." />
      <CompanyNameFilter value={list.search} onSearch={list.setSearch} />
      {query.isError && !query.data ? (
        <LoadError message="We couldn't load the pending changes. Please try again." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <CompanyListTable
            label="Pending companies"
            columns={columns}
            rows={query.data?.data}
            rowKey={(row) => row.companyChangeId}
            loading={query.isLoading}
            fetching={query.isFetching}
            sortOrder={list.sortOrder}
            onSortToggle={list.toggleSort}
          />
          <Pagination
            label="Pending companies pages"
            page={list.paging.pageNumber}
            pageSize={list.paging.pageSize}
            totalCount={query.data?.totalCount ?? 0}
            onPageChange={list.paging.setPageNumber}
            onPageSizeChange={list.paging.setPageSize}
            disabled={query.isFetching}
          />
        </>
      )}
    </>
  );
}
