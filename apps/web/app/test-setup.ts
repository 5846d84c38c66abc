import { isMessageKey, message } from '@bedesten/core/messages/catalogue';
import { fieldLabel } from '@bedesten/core/messages/field-labels';
import { adoptWholeCatalogue } from './lib/messages.ts';

// Like entry.server.tsx: components under test render as on the server, with the whole error catalogue.
adoptWholeCatalogue({ message, isMessageKey, fieldLabel });
