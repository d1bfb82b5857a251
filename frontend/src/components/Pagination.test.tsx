import { act, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, setupUser } from '../../test/utils';
import { pageCountOf, pageList, Pagination } from './Pagination';
import { PAGE_SIZE_OPTIONS, usePaging } from '@/lib/usePaging';

describe('pageList (spec section 9)', () => {
  it('shows every page up to 9 pages', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageList(1, 0)).toEqual([]);
  });

  it('beyond 9 pages: first, last, two pages either side of the current one, ellipses for the gaps', () => {
    expect(pageList(10, 20)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
    expect(pageList(6, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('near an end the window slides so the pager keeps its length', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 20]);
    expect(pageList(3, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 20]);
    expect(pageList(20, 20)).toEqual([1, 'start-ellipsis', 14, 15, 16, 17, 18, 19, 20]);
    expect(pageList(18, 20)).toEqual([1, 'start-ellipsis', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('always contains the current page with two neighbours on each side', () => {
    for (let count = 10; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const items = pageList(page, count);
        expect(items).toHaveLength(9);
        for (let near = Math.max(1, page - 2); near <= Math.min(count, page + 2); near += 1) {
          expect(items).toContain(near);
        }
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(count);
      }
    }
  });

  it('clamps an out-of-range page', () => {
    expect(pageList(99, 20)).toEqual(pageList(20, 20));
    expect(pageList(0, 20)).toEqual(pageList(1, 20));
  });

  it('counts pages', () => {
    expect(pageCountOf(0, 20)).toBe(0);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });
});

function Harness({ total, onSize }: { total: number; onSize?: (size: number) => void }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return (
    <Pagination
      page={page}
      pageSize={size}
      totalCount={total}
      onPageChange={setPage}
      onPageSizeChange={(next) => {
        setSize(next);
        setPage(1);
        onSize?.(next);
      }}
    />
  );
}

describe('<Pagination>', () => {
  it('renders nothing for an empty list', () => {
    const { container } = renderWithProviders(<Harness total={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('moves between pages with buttons and shows the range', async () => {
    const user = setupUser();
    renderWithProviders(<Harness total={135} />);
    expect(screen.getByText('1–10 of 135')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(screen.getByText('21–30 of 135')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(screen.getByText('131–135 of 135')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 14' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the page sizes 10 to 50 and returns to page 1 on a change', async () => {
    const user = setupUser();
    const onSize = jest.fn();
    renderWithProviders(<Harness total={135} onSize={onSize} />);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = screen.getAllByRole('option').map((option) => Number(option.textContent));
    expect(options).toEqual([...PAGE_SIZE_OPTIONS]);
    await user.click(screen.getByRole('option', { name: '30' }));
    expect(onSize).toHaveBeenCalledWith(30);
    expect(screen.getByText('1–30 of 135')).toBeInTheDocument();
  });
});

describe('usePaging', () => {
  it('starts on page 1 at the default size and resets to page 1 when the filters change', () => {
    const { result, rerender } = renderHook(({ filter }) => usePaging({ defaultPageSize: 20, filterKey: filter }), {
      initialProps: { filter: { search: '' } },
    });
    expect(result.current).toMatchObject({ pageNumber: 1, pageSize: 20 });
    act(() => result.current.setPageNumber(4));
    expect(result.current.pageNumber).toBe(4);

    rerender({ filter: { search: '' } });
    expect(result.current.pageNumber).toBe(4);

    rerender({ filter: { search: 'acme' } });
    expect(result.current.pageNumber).toBe(1);
  });

  it('a new page size goes back to page 1; reset restores the default size', () => {
    const { result } = renderHook(() => usePaging({ defaultPageSize: 50 }));
    act(() => result.current.setPageNumber(3));
    act(() => result.current.setPageSize(10));
    expect(result.current).toMatchObject({ pageNumber: 1, pageSize: 10 });
    act(() => result.current.setPageNumber(2));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ pageNumber: 1, pageSize: 50 });
  });
});
