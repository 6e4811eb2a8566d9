import fp from 'fastify-plugin';
import { providedReportParts, type ProvidedReportPart, type ProvidedReportParts } from '../../contracts/data-report';

/** What one module keeps about a user, read for the data report (`src/contracts/data-report.ts`). */
export type PersonalDataProvider<Part extends ProvidedReportPart> = (userId: string) => Promise<ProvidedReportParts[Part]>;

/**
 * The parts of a user's data that other API modules keep (orders, payments, price watches). Each
 * module gives its part when it registers (`app.personalData.provide('orders', …)`), so the user
 * service sends a complete data report without reading another module's tables or importing its
 * files. A report is refused while a part has no provider: an incomplete one would say less than
 * is kept.
 */
export class PersonalData {
  private readonly providers = new Map<ProvidedReportPart, (userId: string) => Promise<unknown>>();

  /** Registers the module's reader of `part`; a module registered twice (tests mount copies) replaces its reader. */
  provide<Part extends ProvidedReportPart>(part: Part, provider: PersonalDataProvider<Part>): void {
    this.providers.set(part, provider);
  }

  /** Every provided part of the user's data. */
  async collect(userId: string): Promise<ProvidedReportParts> {
    const entries = await Promise.all(
      providedReportParts.map(async (part) => {
        const provider = this.providers.get(part);
        if (!provider) throw new Error(`No personal data provider for ${part}`);
        return [part, await provider(userId)] as const;
      }),
    );
    return Object.fromEntries(entries) as unknown as ProvidedReportParts;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The other modules' parts of a user's data, for the data report. */
    personalData: PersonalData;
  }
}

export const personalDataPlugin = fp(
  async (app) => {
    app.decorate('personalData', new PersonalData());
  },
  { name: 'personal-data' },
);
