import { z } from 'zod';
import { messageId } from './messages';

const required = { error: messageId('required') };

/** A row's id in a request (an order, a patient's model, an address, a payment order...): a positive integer. */
export const ZRowId = z.number(required).int(required).positive(required);
