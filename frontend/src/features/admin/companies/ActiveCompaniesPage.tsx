import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { LoadError } from '@/components/company/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Pagination } from '@/components/Pagination';
import { codeLabel, PARTNER_TYPES } from '@/components/company-form/options';
import { useActiveCompaniesQuery, type ActiveCompanyRow } from './api';
import { CompanyListTable, type Column } from './CompanyListTable';
import { CompanyNameFilter } from './CompanyNameFilter';
import { useCompanyList } from './useCompanyList';

const EMPTY = '—';

const columns: Column<ActiveCompanyRow>[] = [
  {
    key: 'logo',
    header: 'Logo',
    width: 72,
    render: (row) => <CompanyLogo name={row.companyName} logoUrl={row.companyLogoUrl} size={36} />,
  },
  {
    key: 'name',
    header: 'Company Name',
    sortable: true,
    render: (row) => (
      <>
        {row.companyName}
        {row.companyChangeId ? (
          <Chip size="small" color="warning" variant="outlined" label="Change pending" sx={{ ml: 1 }} />
        ) : null}
      </>
    ),
  },
  { key: 'type', header: 'Partner Type', render: (row) => codeLabel(PARTNER_TYPES, row.partnerType) ?? EMPTY },
  { key: 'industry', header: 'Target Industry', width: '22%', render: (row) => row.targetIndustry || EMPTY },
  { key: 'location', header: 'Location', width: '22%', render: (row) => row.location || EMPTY },
  {
    key: 'details',
    header: '',
    width: 130,
    render: (row) => (
      <Link
        component={RouterLink}
        to={paths.admin.activeCompany(row.companyId)}
        aria-label={`View Details of ${row.companyName}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        View Details
      </Link>
    ),
  },
];

/** Active Companies (spec section 2, /admin/companies/active): every approved company. */
export function ActiveCompaniesPage() {
  const list = useCompanyList();
  const query = useActiveCompaniesQuery(list.queryArgs);
  return (
    <>
      <PageHeader title="Active Companies" subtitle="Approved companies in the marketplace." />
      <CompanyNameFilter value={list.search} onSearch={list.setSearch} />
      {query.isError && !query.data ? (
        <LoadError message="We couldn't load the companies. Please try again." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <CompanyListTable
            label="Active companies"
            columns={columns}
            rows={query.data?.data}
            rowKey={(row) => row.companyId}
            loading={query.isLoading}
            fetching={query.isFetching}
            sortOrder={list.sortOrder}
            onSortToggle={list.toggleSort}
          />
          <Pagination
            label="Active companies pages"
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

