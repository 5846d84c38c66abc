import type { EventBus } from '../../lib/event-bus.ts';
import type { OwnsPictures } from '../../lib/owned-pictures.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { DriversRepository } from './drivers.repository.ts';
import type { FaresRepository } from './fares.repository.ts';
import type { RidesRepository } from './rides.repository.ts';
import type { RoutingService } from './routing-service.ts';

/** What buildApp hands the cabs module (drivers, tariffs, rides). */
export interface CabsDeps {
  drivers: DriversRepository;
  fares: FaresRepository;
  rides: RidesRepository;
  notifier: Notifier;
  events: EventBus;
  /** The road distance fares are priced by (ADR 0036). */
  routing: RoutingService;
  /** The deployment's currency, which fares are in. */
  currency: string;
  /** Whether pictures are the caller's own uploads (the uploads module): a driver's vehicle photo. */
  ownsPictures: OwnsPictures;
}
