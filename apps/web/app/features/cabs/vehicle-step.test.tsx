import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import type { VehicleListAnswer } from './api.ts';
import { VehicleStep } from './components/vehicle-step.tsx';

const answer: VehicleListAnswer = {
  data: [
    {
      code: 'saloon',
      name: 'Saloon',
      seats: 4,
      picture_url: null,
      price: { total: 4500, leg: 4500, legs: 1, currency: 'EUR', basis: 'metered' },
      arrival_minutes: 12,
      bookable: true,
    },
  ],
  road_km: 48.2,
  transfer_type: 'standard',
  airport: null,
  message: null,
};

function render(lang: 'en' | 'tr'): string {
  const node = <VehicleStep answer={answer} chosen={null} onChoose={() => {}} onBack={() => {}} onSubmit={() => {}} />;
  const router = createMemoryRouter([{ id: 'root', path: '/', element: node, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('choosing a cab', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('says how the cab is paid, in English and Turkish', () => {
    expect(render('en')).toContain('You pay the driver in cash at the end of the ride.');
    expect(render('tr')).toContain('Ücreti yolculuğun sonunda sürücüye nakit ödersiniz.');
  });
});
