/** 13812345678 → 138****5678: enough to recognise one's own number on a shared screen. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
