import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cabAirportFares, cabVehicleTypes } from '../../db/schema/cabs.ts';

export type VehicleTypeRow = typeof cabVehicleTypes.$inferSelect;
export type AirportFareRow = typeof cabAirportFares.$inferSelect;
export type VehicleTypeValues = Omit<typeof cabVehicleTypes.$inferInsert, 'updatedAt'>;

/** The staff-set tariffs: vehicle types with their per-km rate and minimum fare, and fixed airport fares. */
export function createFaresRepository(db: Db) {
  return {
    async vehicleTypes(activeOnly: boolean): Promise<VehicleTypeRow[]> {
      return db
        .select()
        .from(cabVehicleTypes)
        .where(activeOnly ? eq(cabVehicleTypes.isActive, true) : undefined)
        .orderBy(asc(cabVehicleTypes.sortOrder), asc(cabVehicleTypes.code));
    },

    async vehicleType(code: string): Promise<VehicleTypeRow | undefined> {
      const [row] = await db.select().from(cabVehicleTypes).where(eq(cabVehicleTypes.code, code));
      return row;
    },

    /**
     * Sets the list as given (order = position): new codes are added, known
     * ones changed, and codes left out switched off (rides and drivers still
     * name them, so they are never deleted).
     */
    async replaceVehicleTypes(list: VehicleTypeValues[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const values of list) {
          await tx
            .insert(cabVehicleTypes)
            .values(values)
            .onConflictDoUpdate({ target: cabVehicleTypes.code, set: { ...values, updatedAt: new Date() } });
        }
        await tx
          .update(cabVehicleTypes)
          .set({ isActive: false, updatedAt: new Date() })
          .where(
            notInArray(
              cabVehicleTypes.code,
              list.map((v) => v.code),
            ),
          );
      });
    },

    async airportFares(): Promise<AirportFareRow[]> {
      return db
        .select()
        .from(cabAirportFares)
        .orderBy(asc(cabAirportFares.airport), asc(cabAirportFares.districtCode), asc(cabAirportFares.vehicleType));
    },

    /** The fixed one-leg fares between an airport and a district, by vehicle type. */
    async airportFaresFor(airport: string, districtCode: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ vehicleType: cabAirportFares.vehicleType, fareMinor: cabAirportFares.fareMinor })
        .from(cabAirportFares)
        .where(and(eq(cabAirportFares.airport, airport), eq(cabAirportFares.districtCode, districtCode)));
      return new Map(rows.map((row) => [row.vehicleType, row.fareMinor]));
    },

    async knownVehicleCodes(codes: string[]): Promise<Set<string>> {
      if (!codes.length) return new Set();
      const rows = await db
        .select({ code: cabVehicleTypes.code })
        .from(cabVehicleTypes)
        .where(inArray(cabVehicleTypes.code, codes));
      return new Set(rows.map((row) => row.code));
    },

    /** Sets or (fare null) removes each fare, in one transaction. */
    async setAirportFares(
      fares: { airport: string; districtCode: string; vehicleType: string; fareMinor: number | null }[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const fare of fares) {
          const key = and(
            eq(cabAirportFares.airport, fare.airport),
            eq(cabAirportFares.districtCode, fare.districtCode),
            eq(cabAirportFares.vehicleType, fare.vehicleType),
          );
          if (fare.fareMinor === null) {
            await tx.delete(cabAirportFares).where(key);
            continue;
          }
          await tx
            .insert(cabAirportFares)
            .values({ ...fare, fareMinor: fare.fareMinor })
            .onConflictDoUpdate({
              target: [cabAirportFares.airport, cabAirportFares.districtCode, cabAirportFares.vehicleType],
              set: { fareMinor: fare.fareMinor, updatedAt: sql`now()` },
            });
        }
      });
    },
  };
}

export type FaresRepository = ReturnType<typeof createFaresRepository>;
