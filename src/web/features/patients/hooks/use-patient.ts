import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { TPatient, TPatientPage } from '../../../../domain/patients/patient';
import { isLocalId, itemIdOf } from '../../../lib/offline/outbox';
import type { UserDatabase } from '../../../lib/offline/db';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { patientQuery } from '../api/get-patient';
import { patientQueries } from '../api/patient-queries';
import { createdPatientOf, projectPatient, type PatientLink, type PatientView } from './patient-projection';
import { readPatientSources } from './use-patient-outbox';
import { useClinicId } from './use-clinic-id';

/** A route key: a server id (`17`) or a local id (`local:<item id>`); anything else is no patient. */
export function isPatientKey(key: string): boolean {
  return isLocalId(key) ? itemIdOf(key).length > 0 : /^[1-9]\d{0,15}$/.test(key);
}

const ALIAS_PREFIX = 'patient:';

function serverIdOfAlias(aliasKey: string): number | null {
  const id = Number(aliasKey.slice(ALIAS_PREFIX.length));
  return aliasKey.startsWith(ALIAS_PREFIX) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The patient of a cached list page, to show at once (offline too) while its own detail loads. */
function fromCachedLists(queryClient: ReturnType<typeof useQueryClient>, id: number): TPatient | undefined {
  for (const [, page] of queryClient.getQueriesData<TPatientPage>({ queryKey: patientQueries.lists() })) {
    const found = page?.list.find((patient) => patient.id === id);
    if (found) return found;
  }
  return undefined;
}

/** What the outbox says of a route key: its server id, and what this device's create of it was answered. */
type KeyLink = PatientLink & { key: string | null; serverId: number | null };

/** The server patient the acknowledged create of a local id answered, while the device keeps that item. */
async function createdOf(db: UserDatabase, localId: string): Promise<TPatient | null> {
  const done = await db.outboxDone.get(itemIdOf(localId));
  return done ? createdPatientOf(done) : null;
}

/**
 * The live query's answer, if it is this key's. useLiveQuery keeps its last answer while it reads a new key: that
 * answer stands only for the same patient, the local id it was read for now in the address as its server id (else
 * the file would show "Loading" for a moment as the sync lands, and a tap on its menu then would fall on nothing).
 */
function linkOfKey(key: string | null, answer: KeyLink): KeyLink | undefined {
  if (answer.key === key) return answer;
  const localKey = answer.key;
  const isSwap = localKey !== null && isLocalId(localKey) && answer.serverId !== null;
  return isSwap && String(answer.serverId) === key ? { ...answer, key, aliasLocalId: localKey } : undefined;
}

export type PatientState = {
  patient: PatientView | undefined;
  /** Still reading the outbox or waiting for the server's first answer. */
  isLoading: boolean;
  /** The server's refusal or the network failure, when nothing on this device knows the patient either. */
  error: Error | null;
  retry: () => void;
};

/**
 * One patient by route key, merged from the server (TanStack Query) and this device's outbox (useLiveQuery). A local
 * key whose create was acknowledged resolves to the server patient: `patient.serverId` tells the screen to swap its URL.
 */
export function usePatient(key: string | null): PatientState {
  const db = useUserDatabase();
  const queryClient = useQueryClient();
  const clinicId = useClinicId();
  const isLocal = key !== null && isLocalId(key);

  const answer = useLiveQuery(async (): Promise<KeyLink> => {
    if (key === null) return { key, serverId: null };
    if (isLocal) {
      const created = await createdOf(db, key);
      if (created) return { key, serverId: created.id, created };
      // The acknowledged item may be gone from this device; the alias it left still names the server id.
      const alias = await db.outboxAliases.where('localId').equals(key).first();
      return { key, serverId: alias ? serverIdOfAlias(alias.key) : null, created: null };
    }
    const alias = await db.outboxAliases.get(`${ALIAS_PREFIX}${key}`);
    const created = alias ? await createdOf(db, alias.localId) : null;
    return { key, serverId: Number(key), aliasLocalId: alias?.localId, created };
  }, [db, key, isLocal]);
  const link = answer ? linkOfKey(key, answer) : undefined;
  const serverId = link?.serverId ?? null;

  const query = useQuery({
    ...patientQuery(clinicId ?? 0, serverId ?? 0),
    enabled: clinicId !== null && serverId !== null,
    placeholderData: () => (serverId === null ? undefined : fromCachedLists(queryClient, serverId)),
  });
  const fetchedAt = query.isPlaceholderData ? 0 : query.dataUpdatedAt;
  const sources = useLiveQuery(() => readPatientSources(db, fetchedAt), [db, fetchedAt]);

  // Acknowledged changes show from their answers at once; the detail is fetched again so the server has the last word.
  const newest = Math.max(0, ...(sources?.acknowledged ?? []).map((done) => done.completedAt));
  useEffect(() => {
    if (serverId !== null && fetchedAt > 0 && newest > fetchedAt) {
      void queryClient.invalidateQueries({ queryKey: patientQueries.detail(clinicId ?? 0, serverId) });
    }
  }, [queryClient, clinicId, serverId, newest, fetchedAt]);

  const patient = key !== null && sources && link ? projectPatient(key, query.data, sources, link) : undefined;
  const isWaitingForServer = serverId !== null && query.isPending && query.fetchStatus === 'fetching';
  return {
    patient,
    isLoading: key !== null && (!sources || !link || (!patient && isWaitingForServer)),
    error: patient ? null : query.error,
    retry: () => void query.refetch(),
  };
}
