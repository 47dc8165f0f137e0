import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { apiUrl } from '../../testing/session-generators';
import { useStaffOptions, type StaffOptionList } from './staff-options';

function Options({ list }: { list: StaffOptionList }) {
  const options = useStaffOptions(list);
  return (
    <ul aria-label={list}>
      {options.map((option) => (
        <li key={option.value}>{`${option.value}: ${option.label}`}</li>
      ))}
    </ul>
  );
}

const CALLS: [StaffOptionList, string, string][] = [
  ['jobs', '/v1/findInduction', 'nurse: Nurse'],
  ['jobTypes', '/v1/jobTypes', 'official: Official'],
];

describe('the staff reference lists (spec section 7: findInduction, jobTypes)', () => {
  it.each(CALLS)('%s: shows the labels GET tenant %s answers, asked once', async (list, path) => {
    let calls = 0;
    server.use(
      http.get(apiUrl('tenant', path), () => {
        calls += 1;
        return HttpResponse.json({ code: 200, msg: '', data: [{ value: 'from-server', label: 'Labelled by the server' }] });
      }),
    );
    renderWithProviders(<Options list={list} />);
    expect(await screen.findByText('from-server: Labelled by the server')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it.each(CALLS)('%s: the shared list stands in while GET %s cannot be answered (offline)', async (list, path, standIn) => {
    let calls = 0;
    server.use(
      http.get(apiUrl('tenant', path), () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    renderWithProviders(<Options list={list} />);
    expect(screen.getByText(standIn)).toBeTruthy();
    await expect.poll(() => calls).toBe(1);
    expect(screen.getByText(standIn)).toBeTruthy();
  });
});
