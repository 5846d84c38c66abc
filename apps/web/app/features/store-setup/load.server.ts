import type { JoiningFeeAnswer } from '@bedesten/core/schemas/joining-fee';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import type { LoaderFunctionArgs } from 'react-router';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import type { Category } from './components/info-sections.tsx';
import type { Country } from './components/place-sections.tsx';
import type { SignUpDetails } from './form-values.ts';

/** The vendor's store as `GET /api/store-setup` answers it (null before setup); failures are the page's error. */
export async function loadVendorStore(args: LoaderFunctionArgs): Promise<VendorStore | null> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: VendorStore | null }>(args.request, 'store-setup', undefined, { lang });
  if (!result.ok) throw new Response(null, { status: result.status === 403 ? 403 : 500 });
  return result.data.data;
}

/** Business categories (`category-list`) in the page language; an empty list if the call fails. */
export async function loadCategories(args: LoaderFunctionArgs): Promise<Category[]> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: Category[] }>(args.request, 'category-list', { get_all: 'yes' }, { lang });
  return result.ok ? result.data.data : [];
}

/** Countries (`country-list`), Cyprus first; Cyprus alone if the call fails. */
export async function loadCountries(args: LoaderFunctionArgs): Promise<Country[]> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: Country[] }>(args.request, 'country-list', undefined, { lang });
  return result.ok && result.data.data.length
    ? result.data.data
    : [{ code: 'CY', name: lang === 'tr' ? 'Kıbrıs' : 'Cyprus' }];
}

export interface JoiningFees {
  joining_fees: number;
  joining_mrp_fees: number;
  currency: string;
}

export async function loadJoiningFees(args: LoaderFunctionArgs): Promise<JoiningFees | null> {
  const result = await serverApiGet<{ data: JoiningFees }>(args.request, 'joining-fees');
  return result.ok ? result.data.data : null;
}

/** The vendor's joining fee (`store-joining-fee`, ADR 0043); null before there is a store or if the call fails. */
export async function loadJoiningFee(args: LoaderFunctionArgs): Promise<JoiningFeeAnswer | null> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: JoiningFeeAnswer }>(args.request, 'store-joining-fee', undefined, { lang });
  return result.ok ? result.data.data : null;
}

/** The partner's sign-up details (`GET /api/profile`) a new store's form starts with; null if the call fails. */
export async function loadSignUpDetails(args: LoaderFunctionArgs): Promise<SignUpDetails | null> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: SignUpDetails }>(args.request, 'profile', undefined, { lang });
  if (!result.ok) return null;
  const { business_name, name, country_code, mobile, email, area_name } = result.data.data;
  return { business_name, name, country_code, mobile, email, area_name };
}
