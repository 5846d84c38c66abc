import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '~/lib/i18n.ts';
import { renderInRoot, visibleText as text } from '~/test-render.tsx';
import { basePinOf, setupValuesOf, type DriverSetupValues } from '../setup-values.ts';
import { ServiceArea } from './service-area.tsx';

function DriverArea({ values }: { values: Partial<DriverSetupValues> }) {
  const driver = useForm<DriverSetupValues>({
    defaultValues: { ...setupValuesOf(null, { name: 'Ali', mobile: '' }), ...values },
  });
  return <ServiceArea form={driver} tileUrl="" maxKm={100} />;
}

describe('the driver’s base', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('reads the pin from the form’s text, and has none until both numbers are there', () => {
    expect(basePinOf({ base_lat: '35,3363', base_lng: '33.3173' })).toEqual({ lat: 35.3363, lng: 33.3173 });
    expect(basePinOf({ base_lat: '', base_lng: '33.3173' })).toBeNull();
    expect(basePinOf({ base_lat: 'north', base_lng: '33.3173' })).toBeNull();
  });

  it('makes the driver’s base a pin with a district picker, not two typed numbers', () => {
    const placed = text(renderInRoot('en', <DriverArea values={{ base_lat: '35.3363', base_lng: '33.3173' }} />));
    expect(placed).toContain('Base pin: latitude 35.33630, longitude 33.31730');
    expect(placed).toContain('District of your base');
    expect(placed).not.toContain('Latitude');
    const empty = renderInRoot('tr', <DriverArea values={{ base_lat: '', base_lng: '' }} />);
    expect(text(empty)).toContain('Henüz merkez yok: bir ilçe seçin, bir yer bulun ya da haritaya dokunun.');
    expect(empty).toContain('>Girne</option>');
    // Only the radius is typed.
    expect(empty.match(/<input[^>]*inputMode="numeric"/g) ?? []).toHaveLength(1);
  });
});
