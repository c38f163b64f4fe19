import { MENU_MESSAGES } from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';

// Another project's category, product or business answers exactly like a missing one.

export const menuItemNotFound = () => new AppError(404, [MENU_MESSAGES.itemNotFound]);
export const businessNotFound = () => new AppError(404, [MENU_MESSAGES.businessNotFound]);
