import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import type { CourierProvider } from './courier-provider';
import { LocalCourierProvider } from './local-courier-provider';

/**
 * The one place the courier provider is chosen. Only the local provider exists: it records each booking in
 * `courier_bookings` and calls no courier. A real courier needs an implementation of CourierProvider, chosen here.
 */
export function createCourierProvider(config: Pick<AppConfig, 'mode'>, log?: FastifyBaseLogger): CourierProvider {
  if (config.mode === 'production') {
    log?.warn('Courier: only the local provider exists; pickups are recorded in courier_bookings and reach no courier');
  }
  return new LocalCourierProvider();
}
