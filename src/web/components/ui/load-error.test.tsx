import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE_CODE } from '../../../domain/response-codes';
import { RequestFailedError } from '../../lib/forms/request-failure';
import { renderWithProviders } from '../../testing/render';
import { LoadError } from './load-error';

const failed = (code: number, httpStatus?: number) =>
  new RequestFailedError({
    ok: false,
    code,
    msg: 'x',
    data: null,
    errorData: null,
    extra: undefined,
    isCancelled: false,
    ...(httpStatus ? { httpStatus } : {}),
  });

describe('LoadError', () => {
  it.each([
    ['no connection', failed(NETWORK_FAILURE_CODE)],
    ['a server error', failed(500)],
    ["a service's own code on a server error", failed(45099, 503)],
    ['an error that is not a server answer', new Error('boom')],
  ])('offers "Try again" after %s', (_, error) => {
    renderWithProviders(<LoadError message="Could not load." onRetry={vi.fn()} error={error} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it.each([
    ['not found', 404, undefined],
    ['not allowed', 403, undefined],
    ['a request the server refuses', 400, undefined],
    ["a service's own code for not found (a case: 45001)", 45001, 404],
    ['a file that is gone', 42011, 410],
  ])('offers no "Try again" after the server\'s final answer (%s), and shows what to do instead', (_, code, httpStatus) => {
    renderWithProviders(
      <LoadError
        message="This case was not found."
        onRetry={vi.fn()}
        error={failed(code, httpStatus)}
        action={<a href="/caseList">Back to the case list</a>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the case list' })).toBeTruthy();
  });
});
