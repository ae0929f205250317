import { useEffect, useState } from 'react';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { toKhmerDigits, useFormatters } from '../../i18n/format';
import { Button } from '../Button';
import { cx } from '../../utils/cx';
import * as styles from './KhqrCard.css';

const strings = defineStrings({
  en: {
    region: 'KHQR payment',
    image: ({ amount }: { amount: string }) => `KHQR code to pay ${amount}. Scan it with a Bakong or banking app.`,
    scan: 'Scan with any Bakong member bank app.',
    bill: ({ bill }: { bill: string }) => `Bill number ${bill}`,
    left: ({ time }: { time: string }) => `Code valid for ${time}`,
    expired: 'This code has expired. Ask for a new code to pay.',
    renew: 'New code',
    paid: 'Paid. Thank you.',
  },
  kh: {
    region: 'ការទូទាត់តាម KHQR',
    image: ({ amount }) => `កូដ KHQR សម្រាប់បង់ ${amount}។ សូមស្កេនវាដោយកម្មវិធីបាគង ឬកម្មវិធីធនាគារ។`,
    scan: 'ស្កេនដោយកម្មវិធីធនាគារសមាជិកបាគងណាមួយ។',
    bill: ({ bill }) => `លេខវិក្កយបត្រ ${bill}`,
    left: ({ time }) => `កូដមានសុពលភាព ${time} ទៀត`,
    expired: 'កូដនេះផុតកំណត់ហើយ។ សូមស្នើសុំកូដថ្មីដើម្បីបង់ប្រាក់។',
    renew: 'កូដថ្មី',
    paid: 'បានបង់ប្រាក់។ សូមអរគុណ។',
  },
});

export interface KhqrCardProps {
  /** The QR image (a data URL or an image URL) of the KHQR payload. */
  image: string;
  /** The merchant's name as the payer's bank app shows it. */
  merchantName: string;
  /** The amount, formatted for the reader (e.g. "1,000,000 KHR"). */
  amount: string;
  /** The bill number the code carries (the invoice number). */
  billNumber: string;
  /** When the code expires (ISO time). */
  expiresAt: string;
  /** Asks for a fresh code once this one has expired. */
  onRenew?: () => void;
  /** A renewal is under way. */
  isRenewing?: boolean;
  /** The payment arrived: the code is no longer shown as payable. */
  isPaid?: boolean;
  /** Now, for tests and stories. @default Date.now */
  now?: () => number;
}

/** m:ss left, never below zero. */
function remaining(ms: number) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A dynamic KHQR to pay: the code, who is paid and how much, the bill number, and a countdown to its expiry; after it,
 * the code fades and "New code" asks for another. The countdown is not announced every second: only expiry is.
 */
export function KhqrCard({
  image,
  merchantName,
  amount,
  billNumber,
  expiresAt,
  onRenew,
  isRenewing,
  isPaid,
  now = Date.now,
}: KhqrCardProps) {
  const t = useUIStrings(strings);
  const f = useFormatters();
  const end = Date.parse(expiresAt);
  const [left, setLeft] = useState(() => end - now());
  useEffect(() => {
    setLeft(end - now());
    const timer = setInterval(() => setLeft(end - now()), 1000);
    return () => clearInterval(timer);
  }, [end, now]);
  const expired = left <= 0 && !isPaid;
  const localTime = f.locale.startsWith('km') ? toKhmerDigits(remaining(left)) : remaining(left);
  return (
    <section className={styles.card} aria-label={t.region}>
      <div className={styles.band} aria-hidden="true">
        KHQR
      </div>
      <p className={styles.merchant}>{merchantName}</p>
      <p className={styles.amount}>{amount}</p>
      <img className={cx(styles.image, expired ? styles.expired : undefined)} src={image} alt={t.image({ amount })} />
      <p className={styles.meta}>{t.bill({ bill: billNumber })}</p>
      {isPaid ? (
        <p className={styles.meta} role="status">
          {t.paid}
        </p>
      ) : expired ? (
        <>
          <p className={styles.meta} role="alert">
            {t.expired}
          </p>
          {onRenew && (
            <Button onPress={onRenew} isPending={isRenewing}>
              {t.renew}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className={styles.meta}>{t.scan}</p>
          <p className={cx(styles.meta, styles.countdown)}>{t.left({ time: localTime })}</p>
        </>
      )}
    </section>
  );
}
