import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/identity.ts';
import { products } from '../schema/products.ts';
import { productQuestions } from '../schema/reviews.ts';
import { stores } from '../schema/stores.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoQuestion {
  /** A word of the product's English name the question is about. */
  about: string;
  question: string;
  /** The shop's answer; null: still waiting. */
  answer: string | null;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Who asks: the demo customer first, then the shoppers of the demo orders (when they exist). */
const ASKERS = [
  'customer@demo.bedesten.cy',
  'shopper1@demo.bedesten.cy',
  'shopper2@demo.bedesten.cy',
  'shopper3@demo.bedesten.cy',
  'shopper4@demo.bedesten.cy',
];

/**
 * Thirty questions people ask about food and shops here, half in English and
 * half in Turkish, each answered in the asker's language; a few still wait
 * for the shop, so the vendor panel has something to answer.
 */
export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    about: 'Halloumi',
    question: 'Is this halloumi made from goat’s milk?',
    answer: 'It is a mix of goat’s and sheep’s milk with a little cow’s milk, made in a village near Troodos.',
  },
  {
    about: 'Halloumi',
    question: 'Bu hellim keçi sütünden mi?',
    answer: 'Keçi ve koyun sütü karışımıdır, az miktarda inek sütü de içerir.',
  },
  {
    about: 'Halloumi',
    question: 'Does it have mint inside, like the traditional one?',
    answer: 'Yes, every block is folded with dried mint.',
  },
  {
    about: 'Halloumi',
    question: 'Izgarada erimeden pişer mi?',
    answer: 'Evet, ızgarada şeklini korur; iki tarafını 2-3 dakika pişirmeniz yeterli.',
  },
  {
    about: 'Olive Oil',
    question: 'Is this olive oil cold pressed?',
    answer: 'Yes, cold pressed within a day of the harvest in November.',
  },
  {
    about: 'Olive Oil',
    question: 'Zeytinyağının asit oranı nedir?',
    answer: 'Son hasatta asit oranı %0,4 olarak ölçüldü.',
  },
  { about: 'Olive Oil', question: 'Which village are the olives from?', answer: null },
  {
    about: 'Carob Honey',
    question: 'Is the carob honey suitable for children?',
    answer: 'Yes, for children over one year old, as with any honey.',
  },
  {
    about: 'Carob Honey',
    question: 'Keçiboynuzu balı şeker ilaveli mi?',
    answer: 'Hayır, hiçbir katkı maddesi yok; yalnızca keçiboynuzundan yapılır.',
  },
  {
    about: 'Tomatoes',
    question: 'Are the tomatoes grown in a greenhouse?',
    answer: 'In winter they come from greenhouses in Famagusta; in summer from open fields.',
  },
  {
    about: 'Tomatoes',
    question: 'Domatesler ilaçsız mı?',
    answer: 'Organik sertifikalı üreticiden geliyor, kimyasal ilaç kullanılmıyor.',
  },
  { about: 'Strawberries', question: 'Çilekler bugün mü toplandı?', answer: null },
  {
    about: 'Yoghurt',
    question: 'Is the yoghurt made with cow’s or sheep’s milk?',
    answer: 'Sheep’s milk, strained the traditional way.',
  },
  {
    about: 'Milk',
    question: 'Süt pastörize mi, günlük mü?',
    answer: 'Günlük pastörize süttür, üç gün buzdolabında dayanır.',
  },
  {
    about: 'Bread',
    question: 'Is the bread baked every morning?',
    answer: 'Yes, the first batch leaves the oven at 6:30 every day.',
  },
  { about: 'Bread', question: 'Ekmekte koruyucu var mı?', answer: 'Hayır, sadece un, su, tuz ve maya kullanıyoruz.' },
  {
    about: 'Sourdough',
    question: 'How long does the sourdough keep?',
    answer: 'Three to four days in a cloth bag; it also freezes well sliced.',
  },
  {
    about: 'Baklava',
    question: 'Baklava tereyağıyla mı yapılıyor?',
    answer: 'Evet, sade tereyağı ve Antep fıstığı kullanıyoruz.',
  },
  {
    about: 'Baklava',
    question: 'Can you pack the baklava as a gift box?',
    answer: 'Of course, add a note at checkout and we will pack it in a gift box at no extra cost.',
  },
  {
    about: 'Flaouna',
    question: 'Are the flaounes made with halloumi or with cheddar?',
    answer: 'With halloumi and a little kefalotyri, as at Easter.',
  },
  {
    about: 'Pastry',
    question: 'Poğaçalar sıcak mı teslim ediliyor?',
    answer: 'Sabah siparişleri fırından çıktıktan sonra yarım saat içinde yola çıkıyor.',
  },
  {
    about: 'Cake',
    question: 'Does the cake contain nuts?',
    answer: 'It is made in a kitchen that uses almonds and walnuts, so it may contain traces.',
  },
  {
    about: 'Souvlaki',
    question: 'Is the souvlaki pork or chicken?',
    answer: 'Pork by default; write “chicken” in the order note for chicken.',
  },
  {
    about: 'Kebab',
    question: 'Kebap acılı mı?',
    answer: 'Hafif acılıdır; acısız isterseniz sipariş notuna yazmanız yeterli.',
  },
  {
    about: 'Hummus',
    question: 'Is the hummus vegan?',
    answer: 'Yes: chickpeas, tahini, lemon, garlic and olive oil only.',
  },
  { about: 'Meatballs', question: 'Köfteler dana mı kuzu mu?', answer: null },
  {
    about: 'Coffee',
    question: 'Türk kahvesi orta kavrulmuş mu?',
    answer: 'Evet, orta kavrulmuş ve çok ince çekilmiştir.',
  },
  { about: 'Tea', question: 'Is this loose tea or in bags?', answer: 'Loose leaf, in a resealable 500 g pack.' },
  { about: 'Water', question: 'Do you deliver the water in packs of six?', answer: 'Yes, choose the 6 × 1.5 L size.' },
  { about: 'Olives', question: 'Zeytinler çekirdekli mi?', answer: null },
];

/**
 * Product questions on the demo catalogue (once, under its own marker): each
 * question on a product whose name carries its word, the demo vendor's store
 * first, so its panel has questions to answer. Times are spread over the last
 * month, answers a few hours after the question. The same on every install.
 */
export async function seedDemoQuestions(tx: Tx, now = new Date()): Promise<{ questions: number }> {
  const askers = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ASKERS));
  const byEmail = new Map(askers.map((a) => [a.email, a.id]));
  const askerIds = ASKERS.map((email) => byEmail.get(email)).filter((id): id is string => id !== undefined);
  if (askerIds.length === 0) return { questions: 0 };
  const [vendor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
  const demoVendorFirst = vendor ? sql`(${stores.ownerId} = ${vendor.id}) desc` : sql`true`;

  const uses = new Map<string, number>();
  const rows: (typeof productQuestions.$inferInsert)[] = [];
  for (const [index, item] of DEMO_QUESTIONS.entries()) {
    const used = uses.get(item.about) ?? 0;
    uses.set(item.about, used + 1);
    // Two questions a product, then the next product with the same word, so pages are not all about one.
    const candidates = await tx
      .select({ id: products.id, storeId: products.storeId, ownerId: stores.ownerId })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(
        and(
          ilike(products.nameEn, `%${item.about}%`),
          eq(products.status, 'approved'),
          eq(products.isActive, true),
          eq(stores.isApproved, true),
        ),
      )
      .orderBy(demoVendorFirst, asc(stores.createdAt), asc(products.slug))
      .limit(3);
    const product = candidates.length ? candidates[Math.floor(used / 2) % candidates.length]! : undefined;
    if (!product) continue;
    const askerId = askerIds[index % askerIds.length]!;
    if (askerId === product.ownerId) continue;
    const askedAt = new Date(now.getTime() - (30 - index) * DAY + (index % 7) * HOUR);
    rows.push({
      productId: product.id,
      storeId: product.storeId,
      userId: askerId,
      question: item.question,
      answer: item.answer,
      answeredAt: item.answer ? new Date(askedAt.getTime() + (2 + (index % 5)) * HOUR) : null,
      answeredBy: item.answer ? product.ownerId : null,
      createdAt: askedAt,
    });
  }
  if (rows.length) await tx.insert(productQuestions).values(rows);
  return { questions: rows.length };
}
