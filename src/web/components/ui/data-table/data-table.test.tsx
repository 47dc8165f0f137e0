import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DataTable, DEFAULT_PAGE_SIZE, PAGE_SIZES, type DataTableColumn, type PageSize } from './data-table';

type Patient = { id: number; name: string };
const patients: Patient[] = Array.from({ length: 45 }, (_, index) => ({ id: index + 1, name: `Patient ${index + 1}` }));
const columns: DataTableColumn<Patient>[] = [
  { id: 'id', header: 'No.', cell: (row) => row.id, align: 'end' },
  { id: 'name', header: 'Name', cell: (row) => <strong>{row.name}</strong> },
];

function PatientsTable({ rows = patients, onPageChange }: { rows?: Patient[]; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  return (
    <DataTable
      label="Patients"
      columns={columns}
      rows={rows.slice((page - 1) * pageSize, page * pageSize)}
      getRowKey={(row) => row.id}
      total={rows.length}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
      onPageSizeChange={setPageSize}
      emptyMessage="No patients yet"
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Patients' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('renders the declared columns, 10 rows by default, and the total', () => {
    renderWithProviders(<PatientsTable />);
    const table = screen.getByRole('table', { name: 'Patients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'Name']);
    expect(bodyRows()).toHaveLength(10);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Patient 1']);
    expect(screen.getByText('Total 45')).toBeTruthy();
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
  });

  it('offers page sizes 10, 20, 30, 50 and goes back to page 1 on a change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PatientsTable />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(Array.from(pageSize.options, (option) => Number(option.value))).toEqual([...PAGE_SIZES]);
    expect(pageSize.value).toBe('10');
    await user.selectOptions(pageSize, '20');
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('moves with the previous and next buttons, disabled at the ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PatientsTable />);
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent).toBe('Patient 11');
    expect(previous.disabled).toBe(false);
  });

  it('jumps to a page typed in the jumper, clamped to the last page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithProviders(<PatientsTable onPageChange={onPageChange} />);
    const jumper = screen.getByRole('textbox', { name: 'Go to page' });
    await user.clear(jumper);
    await user.type(jumper, '3{Enter}');
    expect(screen.getByText('Page 3 of 5')).toBeTruthy();
    const jumperAgain = screen.getByRole('textbox', { name: 'Go to page' });
    await user.clear(jumperAgain);
    // The numeric input clamps to the last page as it is typed.
    await user.type(jumperAgain, '99');
    expect((jumperAgain as HTMLInputElement).value).toBe('5');
    await user.type(jumperAgain, '{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('is reachable by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PatientsTable />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Patients' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
  });

  it('shows the empty-state message when there are no rows', () => {
    renderWithProviders(<PatientsTable rows={[]} />);
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('No patients yet')).toBeTruthy();
    expect(screen.getByText('Total 0')).toBeTruthy();
  });
});
