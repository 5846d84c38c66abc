import type { Ride } from '@bedesten/core/schemas/cabs';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { RideDetail } from './components/ride-detail.tsx';

const booked: Ride = {
  id: '5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10',
  number: 1042,
  status: 'booked',
  from: { name: 'Ledra Street, Nicosia', lat: 35.1725, lng: 33.3617 },
  to: { name: 'Limassol Marina', lat: 34.6707, lng: 33.0426 },
  road_km: 82.4,
  way_type: 'one_way',
  transfer_type: 'standard',
  airport: null,
  pickup_at: '2031-05-04T09:30:00.000Z',
  return_at: null,
  vehicle: { code: 'saloon', name: 'Saloon', seats: 4 },
  price: { total: 9900, leg: 9900, legs: 1, currency: 'EUR' },
  comments: null,
  confirmed_at: null,
  completed_at: null,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
  created_at: '2031-05-01T12:00:00.000Z',
  customer: { first_name: 'Eleni', last_name: 'Georgiou', email: 'eleni@example.cy', mobile: '+35799123456' },
  driver: null,
};

function render(ride: Ride, lang: 'en' | 'tr'): string {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: <RideDetail ride={ride} />, loader: () => null }],
    {
      hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
    },
  );
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  );
}

const EN = 'You pay the driver in cash at the end of the ride. Nothing is charged online';
const TR = 'Ücreti yolculuğun sonunda sürücüye nakit ödersiniz. İnternetten hiçbir ücret alınmaz';

describe('the customer’s ride page', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('says how the cab is paid while the ride is to come, in English and Turkish', () => {
    expect(render(booked, 'en')).toContain(EN);
    expect(render(booked, 'tr')).toContain(TR);
    expect(render({ ...booked, status: 'confirmed', confirmed_at: '2031-05-01T12:05:00.000Z' }, 'en')).toContain(EN);
  });

  it('says nothing of paying once the ride is done or cancelled', () => {
    const completed = { ...booked, status: 'completed', completed_at: '2031-05-04T11:00:00.000Z' } as const;
    const cancelled = { ...booked, status: 'cancelled', cancelled_at: '2031-05-02T08:00:00.000Z' } as const;
    expect(render(completed, 'en')).not.toContain(EN);
    expect(render(cancelled, 'tr')).not.toContain(TR);
  });
});
