/** Whatever delivers a text message to a phone. `send` resolves once the provider accepted the message. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}
