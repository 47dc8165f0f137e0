import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FACTORY_ASSIGNMENT_PATHS } from '../../../../domain/cases/factory-assignment-api';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { buildDetail } from '../testing/factory-case-api';
import { FactoryAssignment } from './factory-assignment';

const hangzhou = { id: 1, code: 'HZ', name: 'Hangzhou factory', city: 'Hangzhou' };
const zhuhai = { id: 2, code: 'ZH', name: 'Zhuhai factory', city: 'Zhuhai' };

function answerFactories() {
  const moves: unknown[] = [];
  server.use(
    http.post(apiUrl('order', FACTORY_ASSIGNMENT_PATHS.factories), () =>
      HttpResponse.json(envelope({ list: [hangzhou, zhuhai] })),
    ),
    http.post(apiUrl('order', FACTORY_ASSIGNMENT_PATHS.reassign), async ({ request }) => {
      moves.push(await request.json());
      return HttpResponse.json(envelope({ orderId: 7, factory: zhuhai }));
    }),
  );
  return moves;
}

const renderAs = (factoryRole: 'admin' | 'reviewer') =>
  renderSignedIn(<FactoryAssignment detail={{ ...buildDetail({ orderId: 7 }), factory: hangzhou }} />, {
    path: '/userFactory/case/7',
    session: buildSession({ isFactory: true, factoryRole, clinicId: null, clinicList: [] }),
  });

describe('the factory assignment of a case', () => {
  it('lets a factory admin move the case to another factory, with a reason', async () => {
    const user = userEvent.setup();
    const moves = answerFactories();
    renderAs('admin');
    expect(screen.getByText('Hangzhou factory (Hangzhou)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move to another factory' }));
    const choice = screen.getByLabelText('Move to factory');
    await screen.findByRole('option', { name: 'Zhuhai factory (Zhuhai)' });
    // The current factory is not a choice.
    expect(screen.queryByRole('option', { name: 'Hangzhou factory (Hangzhou)' })).toBeNull();

    await user.selectOptions(choice, '2');
    await user.click(screen.getByRole('button', { name: 'Move the case' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the reason.');
    expect(moves).toEqual([]);

    await user.type(screen.getByLabelText('Reason'), 'Hangzhou is full this week');
    await user.click(screen.getByRole('button', { name: 'Move the case' }));
    await waitFor(() => expect(moves).toEqual([{ orderId: 7, factoryId: 2, reason: 'Hangzhou is full this week' }]));
  });

  it('shows the factory to other roles without the control', () => {
    answerFactories();
    renderAs('reviewer');
    expect(screen.getByText('Hangzhou factory (Hangzhou)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to another factory' })).toBeNull();
  });
});
