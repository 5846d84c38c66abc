import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { DEMO_CATEGORIES } from '../src/db/seed/demo-catalogue.ts';
import { DEMO_PRODUCTS } from '../src/db/seed/demo-products.ts';

/** Postgres array literal of words (they hold no quotes or braces that need more than this). */
const pgArray = (words: string[]) => `{${words.map((w) => `"${w.replaceAll('"', '\\"')}"`).join(',')}}`;

/**
 * The benchmark's catalogue, made in a few bulk statements with
 * generate_series: `stores` approved stores spread over Cyprus, `products`
 * approved products named from the demo's English and Turkish word lists,
 * three variants each. The search indexes are dropped during the load and
 * built once afterwards, which is many times faster than keeping them up
 * row by row.
 */
export async function seedBench(database: Database, counts: { stores: number; products: number }, log = console.log) {
  const { db } = database;
  const items = Object.values(DEMO_PRODUCTS).flatMap((c) => c.subCategories.flatMap((s) => s.items.map((i) => i.name)));
  const qualifiers = Object.values(DEMO_PRODUCTS).flatMap((c) =>
    c.subCategories.flatMap((s) => s.qualifiers.map((q) => q.name)),
  );
  const started = Date.now();

  await db.execute(sql`select setseed(0.42)`);
  await db.execute(
    sql.raw(
      `insert into categories (slug, type, name_en, name_tr, sort_order) values ${DEMO_CATEGORIES.map(
        (c, i) => `('${c.slug}', '${c.type}', '${c.en.replaceAll("'", "''")}', '${c.tr.replaceAll("'", "''")}', ${i})`,
      ).join(',')}`,
    ),
  );

  const { rows: indexes } = await db.execute<{ indexname: string; indexdef: string }>(sql`
    select indexname, indexdef from pg_indexes
    where tablename in ('products', 'product_variants') and indexdef ilike '%using gin%'`);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.indexname}`));

  await db.execute(sql`
    insert into users (type, name, email, country_code, mobile, is_approved)
    select 'vendor', 'Bench Vendor ' || g, 'bench' || g || '@bench.bedesten.cy', '+357', '97' || lpad(g::text, 6, '0'), true
    from generate_series(1, ${counts.stores}) g`);
  await db.execute(sql`
    insert into stores (owner_id, slug, title, brand_name, type, category_id, district_code, city, address, lat, lng,
      delivery_max_distance_km, delivery_time_minutes, minimum_order_amount, status, is_active, visit_count,
      image_url, banner_url)
    select u.id, 'bench-store-' || u.n, (array['Harbour', 'Village', 'Golden', 'Olive', 'Carob', 'Jasmine', 'Troodos', 'Karpaz'])[1 + u.n % 8]
        || ' ' || c.name_en || ' ' || u.n,
      null, c.type, c.id, lpad((1 + u.n % 6)::text, 2, '0'), 'Bench Town', u.n || ' Bench Street',
      34.65 + random() * 0.95, 32.35 + random() * 1.95, (array[10, 20, 30, 50])[1 + u.n % 4],
      (array[20, 30, 45, 60, 90])[1 + u.n % 5], (array[0, 500, 1000])[1 + u.n % 3], 'approved', true,
      (random() * 5000)::int, '/demo-images/' || c.slug || '-1.svg', '/demo-images/' || c.slug || '-banner-1.svg'
    from (select id, row_number() over (order by email) as n from users where email like '%@bench.bedesten.cy') u
    join (select id, type, slug, name_en, row_number() over (order by sort_order) - 1 as k from categories) c
      on c.k = u.n % ${DEMO_CATEGORIES.length}`);
  log(`  ${counts.stores} stores in ${Date.now() - started} ms`);

  await db.execute(sql`
    insert into products (store_id, slug, name_en, name_tr, description_en, description_tr, category_id, availability,
      sku, brand, images, status, is_active, created_at)
    select s.id, 'bench-product-' || g,
      q_en[1 + (g / ${items.length}) % ${qualifiers.length}] || ' ' || i_en[1 + g % ${items.length}],
      q_tr[1 + (g / ${items.length}) % ${qualifiers.length}] || ' ' || i_tr[1 + g % ${items.length}],
      'A benchmark product with a description long enough.', 'Yeterince uzun bir açıklaması olan deneme ürünü.',
      s.category_id, 'always', 'B-' || g, (array['Troodos Farm', 'Nova', 'Aegean', 'Medica'])[1 + g % 4],
      array['/demo-images/groceries-1.svg'], 'approved', true, now() - (g || ' minutes')::interval
    from generate_series(1, ${counts.products}) g
    join (select id, category_id, row_number() over (order by slug) - 1 as k from stores) s on s.k = g % ${counts.stores},
      (select ${pgArray(items.map((i) => i[0]))}::text[] as i_en, ${pgArray(items.map((i) => i[1]))}::text[] as i_tr,
              ${pgArray(qualifiers.map((q) => q[0]))}::text[] as q_en, ${pgArray(qualifiers.map((q) => q[1]))}::text[] as q_tr) w`);
  log(`  ${counts.products} products in ${Date.now() - started} ms`);

  // Variants reference products made a moment ago by this very script: skipping the per-row foreign-key
  // triggers for this one statement (replica mode, superuser only) makes it several times faster.
  const { rows: role } = await db.execute<{ super: boolean }>(
    sql`select rolsuper as super from pg_roles where rolname = current_user`,
  );
  await db.transaction(async (tx) => {
    if (role[0]?.super) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    insert into product_variants (product_id, unique_id, size_id, price, discount, stock, is_active, sort_order)
    select p.id, 'V' || v, v, 150 * v + (abs(hashtext(p.slug)) % 3000), case when v = 1 then 50 else 0 end,
      case when v = 3 then (abs(hashtext(p.slug)) % 20) else null end, true, v
    from products p, generate_series(1, 3) v`);
  });
  // Replica mode skipped the trigger that keeps the card columns (migration 0019): one pass sets them all.
  await db.execute(sql`
    update products p set min_price = x.lo, max_price = x.hi, card_variant_id = c.id, card_discounted = c.discount > 0
    from (select product_id, min(price - discount) lo, max(price - discount) hi from product_variants
          where is_active group by product_id) x,
      (select distinct on (product_id) product_id, id, discount from product_variants where is_active
       order by product_id, (stock is null or stock > 0) desc, price - discount, sort_order, id) c
    where x.product_id = p.id and c.product_id = p.id`);
  // That update left a dead copy of every product; a shop's table is not half empty pages, so neither is this one.
  await db.execute(sql`vacuum full products`);
  log(`  ${counts.products * 3} variants in ${Date.now() - started} ms`);

  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`vacuum analyze`);
  log(`  indexes rebuilt and analysed in ${Date.now() - started} ms`);
}
