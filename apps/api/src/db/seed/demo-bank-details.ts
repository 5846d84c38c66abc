import { composeIban } from '@bedesten/core/stores/bank-account';

/** Cypriot banks with their national bank code (first three digits of a CY BBAN) and BIC. */
const DEMO_BANKS = [
  { name: 'Bank of Cyprus', code: '002', bic: 'BCYPCY2N', address: '51 Stasinou Street, Strovolos, Nicosia' },
  { name: 'Hellenic Bank', code: '005', bic: 'HEBACY2N', address: '200 Limassol Avenue, Strovolos, Nicosia' },
  { name: 'Eurobank Cyprus', code: '018', bic: 'ERBKCY2N', address: '41 Arch. Makarios III Avenue, Nicosia' },
  { name: 'Alpha Bank Cyprus', code: '009', bic: 'ABKLCY2N', address: '3 Lemesou Avenue, Aglantzia, Nicosia' },
] as const;

/**
 * A demo store's bank details (ADR 0042): a Cypriot IBAN with real check
 * digits, so the staff view and the vendor's setup form accept the seeded
 * stores as they would a real vendor's.
 */
export function demoBankDetails(index: number, title: string) {
  const bank = DEMO_BANKS[index % DEMO_BANKS.length]!;
  const branch = String(100 + (index % 40) * 7).padStart(5, '0');
  const account = String(100000000000 + index * 7919).padStart(16, '0');
  const iban = composeIban('CY', `${bank.code}${branch}${account}`);
  if (!iban) throw new Error(`demo IBAN for store ${index} is not valid`);
  return {
    accountHolderName: `${title} Ltd`,
    bankName: bank.name,
    accountType: 'current',
    iban,
    bic: bank.bic,
    branch: 'Main branch',
    addressOfBank: bank.address,
  };
}
