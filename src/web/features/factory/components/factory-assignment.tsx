import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import type { TOrderDetail } from '../../../../domain/orders/detail';
import { caseMessages } from '../../../../domain/cases/case-messages';
import {
  FACTORY_ASSIGNMENT_PATHS,
  type TFactoryList,
  type TReassignAnswer,
  type TReassignRequest,
} from '../../../../domain/cases/factory-assignment-api';
import { toast } from '../../../components/ui/toast/toast-store';
import { cardClass, errorTextClass, inputClass, labelClass, primaryButtonClass } from '../../../components/ui/styles';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { useCan } from '../../../lib/session/permissions';

async function postOrder<T>(path: string, body: unknown): Promise<T> {
  const result = await api.post<T>('order', path, body, { isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

const factoriesQuery = {
  queryKey: ['factory', 'factories'] as const,
  queryFn: () => postOrder<TFactoryList>(FACTORY_ASSIGNMENT_PATHS.factories, {}),
};

/** The reassign control: a factory admin (the dispatcher) picks another factory and says why. */
function ReassignForm({ detail }: { detail: TOrderDetail }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const factories = useQuery(factoriesQuery);
  const others = (factories.data?.list ?? []).filter((f) => f.id !== detail.factory?.id);
  const [factoryId, setFactoryId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (request: TReassignRequest) => postOrder<TReassignAnswer>(FACTORY_ASSIGNMENT_PATHS.reassign, request),
    onSuccess: async ({ factory }) => {
      toast.success(t`The case was moved to ${factory.name}.`);
      await queryClient.invalidateQueries();
      navigate('/userFactory');
    },
    onError: (error) => setProblem(error.message || t`The case could not be moved. Try again.`),
  });

  function submit() {
    const trimmed = reason.trim();
    const chosen = Number(factoryId);
    if (!chosen) return setProblem(t`Choose the factory.`);
    if (!trimmed) return setProblem(i18n._(caseMessages.reasonRequired));
    if (trimmed.length > 500) return setProblem(i18n._(caseMessages.reasonTooLong));
    setProblem(null);
    move.mutate({ orderId: detail.orderId, factoryId: chosen, reason: trimmed });
  }

  return (
    <form
      className="mt-3 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <label htmlFor="reassign-factory" className={labelClass}>
          <Trans>Move to factory</Trans>
        </label>
        <select
          id="reassign-factory"
          className={inputClass}
          value={factoryId}
          onChange={(event) => setFactoryId(event.target.value)}
        >
          <option value="">{t`Choose…`}</option>
          {others.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name} ({f.city})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="reassign-reason" className={labelClass}>
          <Trans>Reason</Trans>
        </label>
        <textarea
          id="reassign-reason"
          className={inputClass}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {problem ? (
        <p role="alert" className={errorTextClass}>
          {problem}
        </p>
      ) : null}
      <div>
        <button type="submit" className={primaryButtonClass} disabled={move.isPending}>
          <Trans>Move the case</Trans>
        </button>
      </div>
    </form>
  );
}

/**
 * Which factory makes the case (docs/orders.md, "Which factory makes an order"), and for a factory admin the control
 * that moves it to another factory; the server refuses everyone else whatever the screen shows.
 */
export function FactoryAssignment({ detail }: { detail: TOrderDetail }) {
  const [isOpen, setIsOpen] = useState(false);
  const isAdmin = useCan('factory:reassign');
  const name = detail.factory ? `${detail.factory.name} (${detail.factory.city})` : null;
  return (
    <section aria-labelledby="factory-assignment-title" className={cardClass}>
      <h2 id="factory-assignment-title" className="text-lg font-semibold text-slate-900">
        <Trans>Factory</Trans>
      </h2>
      <p className="mt-1 text-base text-slate-800">{name ?? <Trans>Not assigned to a factory yet</Trans>}</p>
      {isAdmin && !isOpen ? (
        <button
          type="button"
          className="mt-3 min-h-11 font-medium text-teal-800 underline-offset-4 hover:underline"
          onClick={() => setIsOpen(true)}
        >
          <Trans>Move to another factory</Trans>
        </button>
      ) : null}
      {isAdmin && isOpen ? <ReassignForm detail={detail} /> : null}
    </section>
  );
}
