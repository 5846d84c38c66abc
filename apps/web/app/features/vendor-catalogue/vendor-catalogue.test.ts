import { productFields } from '@bedesten/core/catalogue/product-form';
import { describe, expect, it } from 'vitest';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { fieldPathsOf, formPathOf, nestErrors } from '~/lib/form/nested-form.ts';
import { nestedResolver } from './form.ts';
import { productFiltersFrom, productListQuery } from './list-query.ts';
import {
  centsToInput,
  countOf,
  emptyProduct,
  moneyToCents,
  stockInputProblem,
  subCategoriesFor,
  toProductBody,
  valuesOfProduct,
  type ProductFormValues,
  formFieldOf,
} from './product-values.ts';

const IMAGE = '/uploads/images/0b7f0a3e-2f4a-4c1b-9d7e-1a2b3c4d5e6f/800.webp';
const CATEGORY = '5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10';
const SUB = '7d1f3e67-4a54-4d5d-8e2f-1e9b2f4a3c21';

function filled(extra: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...emptyProduct({ sub_category_id: SUB, category_id: CATEGORY }),
    name_en: 'Black Tea',
    description_en: 'Strong black tea from Rize.',
    images: [IMAGE],
    variants: [
      { unique_id: 'TEA-S', size_id: '1', price: '4,50', discount: '0.5', stock: '12', active_status: true },
      { unique_id: 'TEA-L', size_id: '', price: '8', discount: '', stock: '3', active_status: false },
    ],
    ...extra,
  };
}

describe('vendor catalogue: product form values', () => {
  it('reads prices in euros (dot or comma) as cents and leaves other text for the schema to refuse', () => {
    expect(moneyToCents('4,50')).toBe(450);
    expect(moneyToCents(' 8 ')).toBe(800);
    expect(moneyToCents('0.05')).toBe(5);
    expect(moneyToCents('')).toBeUndefined();
    expect(moneyToCents('4.555')).toBe('4.555');
    expect(moneyToCents('abc')).toBe('abc');
    expect(centsToInput(450)).toBe('4.50');
    expect(countOf('-3')).toBe(-3);
    expect(countOf('2.5')).toBe('2.5');
  });

  it('builds a body the shared productFields schema accepts, with stock only for limited stock', () => {
    const limited = toProductBody(filled({ availability: 'limited', name_tr: 'Siyah çay' }));
    const parsed = productFields.parse(limited);
    expect(parsed.variants.map((v) => [v.unique_id, v.size_id, v.price, v.discount, v.stock, v.active_status])).toEqual(
      [
        ['TEA-S', 1, 450, 50, 12, true],
        ['TEA-L', null, 800, 0, 3, false],
      ],
    );
    expect(parsed.name_tr).toBe('Siyah çay');
    const always = productFields.parse(toProductBody(filled()));
    expect(always.variants.map((v) => v.stock)).toEqual([null, null]);
    expect(always.name_tr).toBeUndefined();
    expect(always.sku).toBeUndefined();
  });

  it('round-trips a saved product through the form values, keeping variant ids', () => {
    const variant = {
      id: 'a9b8c7d6-1111-4222-8333-444455556666',
      unique_id: 'TEA-S',
      size: { id: 2, name: 'M' },
      price: 450,
      mrp_price: 450,
      discount: 50,
      selling_price: 400,
      stock: 7,
      stock_status: 'in_stock' as const,
      stock_message: null,
      active_status: true,
    };
    const values = valuesOfProduct({
      id: 'f1e2d3c4-1111-4222-8333-444455556666',
      slug: 'black-tea',
      name_en: 'Black Tea',
      name_tr: null,
      description_en: 'Strong black tea from Rize.',
      description_tr: null,
      category_id: CATEGORY,
      sub_category_id: SUB,
      availability: 'limited',
      unit_id: 3,
      unit_quantity: 500,
      sku: null,
      mpn: null,
      brand: 'Rize',
      vat_rate_id: 1,
      images: [IMAGE],
      status: 'approved',
      rejection_reason: null,
      is_active: true,
      min_price: 400,
      max_price: 400,
      total_stock: 7,
      variants: [variant],
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    const body = productFields.parse(toProductBody(values));
    expect(body).toMatchObject({
      id: 'f1e2d3c4-1111-4222-8333-444455556666',
      unit_id: 3,
      unit_quantity: 500,
      brand: 'Rize',
      variants: [{ id: variant.id, unique_id: 'TEA-S', size_id: 2, price: 450, discount: 50, stock: 7 }],
    });
  });

  it('words stock box problems as the catalogue does', () => {
    expect(stockInputProblem('')).toEqual({ key: 'required' });
    expect(stockInputProblem('x')).toEqual({ key: 'invalid' });
    expect(stockInputProblem('-1')).toEqual({ key: 'stock_negative' });
    expect(stockInputProblem('0')).toBeNull();
  });
});

describe('vendor catalogue: validation in the page language', () => {
  it('puts each problem under its field, nested rows included, in Turkish', async () => {
    const resolver = nestedResolver<ProductFormValues>((schemas) => schemas.productFields, 'tr', {
      toBody: toProductBody,
      arrays: ['variants'],
    });
    const values = filled({
      availability: 'limited',
      description_en: 'Kısa',
      images: [],
      variants: [{ unique_id: 'A', size_id: '', price: '', discount: '', stock: '-2', active_status: true }],
    });
    const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors).toMatchObject({
      description_en: { message: 'Açıklama en az 10 karakter olmalıdır' },
      images: { message: 'Lütfen en az bir görsel ekleyin' },
      variants: [{ price: { message: 'Fiyat zorunludur' }, stock: { message: 'Stok 0’dan az olamaz' } }],
    });
    // A missing count on a limited product is the whole form's rule, checked once the fields are sound.
    const noStock = await resolver(
      filled({ availability: 'limited', variants: [{ ...filled().variants[0]!, stock: '' }] }),
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(noStock.errors).toMatchObject({
      variants: [{ stock: { message: 'Sınırlı stoklu ürünlerde stok zorunludur' } }],
    });
  });

  it('keeps a list-wide problem at the list root and passes a valid form', async () => {
    const resolver = nestedResolver<ProductFormValues>((schemas) => schemas.productFields, 'en', {
      toBody: toProductBody,
      arrays: ['variants'],
    });
    const empty = await resolver(filled({ variants: [] }), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(empty.errors).toMatchObject({ variants: { root: { message: 'Please add at least one variant' } } });
    const ok = await resolver(filled(), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
    // The plain resolver would leave `variants.0.price` flat, where react-hook-form cannot clear it.
    const plain = catalogueResolver<ProductFormValues>((schemas) => schemas.productFields, 'en', {
      toBody: toProductBody,
    });
    const flat = await plain(filled({ variants: [{ ...filled().variants[0]!, price: '' }] }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(flat.errors)).toContain('variants.0.price');
  });

  it('maps API field names to form paths', () => {
    expect(formPathOf('images.2', ['variants'], formFieldOf)).toBe('images');
    expect(formPathOf('variants', ['variants'], formFieldOf)).toBe('variants.root');
    expect(formPathOf('variants.1.stock', ['variants'], formFieldOf)).toBe('variants.1.stock');
    expect(nestErrors({ 'banner_images.0': { type: 'x', message: 'Invalid image type' } }, [], formFieldOf)).toEqual({
      banner_images: { type: 'x', message: 'Invalid image type' },
    });
    expect(fieldPathsOf({ a: '', v: [{ p: '' }] })).toEqual(['a', 'v', 'v.0', 'v.0.p']);
  });
});

describe('vendor catalogue: list filters from the address', () => {
  it('keeps known filters and drops unknown ones', () => {
    const filters = productFiltersFrom(new URLSearchParams('page=2&search=%20tea%20&stock=low&status=rejected'));
    expect(filters).toEqual({ page: 2, search: 'tea', stock: 'low', status: 'rejected' });
    expect(productListQuery(filters, SUB)).toEqual({
      page: 2,
      search: 'tea',
      stock: 'low',
      status: 'rejected',
      sub_category_id: SUB,
    });
    expect(productFiltersFrom(new URLSearchParams('page=-1&stock=medium&status=deleted'))).toEqual({
      page: 1,
      search: '',
      stock: '',
      status: '',
    });
  });
});

describe('the product form’s sub-categories', () => {
  const subs = [
    { value: 's1', label: 'Teas', category_id: 'groceries' },
    { value: 's2', label: 'Cakes', category_id: 'bakery' },
    { value: 's3', label: 'Specials', category_id: null },
  ];

  it('offers those of the chosen category and those of none; all before a category is chosen', () => {
    expect(subCategoriesFor(subs, 'bakery').map((s) => s.value)).toEqual(['s2', 's3']);
    expect(subCategoriesFor(subs, 'groceries').map((s) => s.value)).toEqual(['s1', 's3']);
    expect(subCategoriesFor(subs, 'toys').map((s) => s.value)).toEqual(['s3']);
    expect(subCategoriesFor(subs, '').map((s) => s.value)).toEqual(['s1', 's2', 's3']);
  });
});
