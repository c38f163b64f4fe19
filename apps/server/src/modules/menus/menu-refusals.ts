import { MENU_MESSAGES } from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';

// Another project's category or product answers exactly like a missing one (a business: the
// catalogue's getBusiness).

export const menuItemNotFound = () => new AppError(404, [MENU_MESSAGES.itemNotFound]);
