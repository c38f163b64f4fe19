import { COMMON_MESSAGES } from './common-messages';
import { LANGUAGE_MESSAGES } from './language-messages';
import { fillMessage } from './message-format';
import { THEME_MESSAGES } from './theme-messages';

// The English catalogue of every message the domain rules and the server produce. The server
// answers with the English text; the console translates it by toMessageKey(text), the text
// upper-cased with non-alphanumerics turned into underscores
// (docs/product/errors.md#translation-keys: "translated by its upper-cased underscored text"). Code
// refers to messages by the short keys below. Placeholders are written :name and filled by
// formatMessage. Some areas' messages are kept in files of their own (common, theme, language),
// so that the console's first pages download only the ones their checks say; MESSAGES has them all.
export const MESSAGES = {
  // docs/product/errors.md, with docs/product/errors.md fixes
  ...COMMON_MESSAGES,
  // app settings (docs/product/app-settings.md#section-order;
  // docs/decisions/006-app-settings-api.md)
  NOTHING_TO_SAVE: 'There is nothing to save.',
  THIS_PRODUCT_IS_NOT_AN_APP: 'This product is a website, not an app.',
  CONSTANT_NOT_FOUND: 'This constant does not exist in this app.',
  // an app's supported languages (docs/product/app-settings.md#constants)
  APP_LANGUAGES_NOT_A_LIST: 'The languages must be a list of language codes, like ["en","es"].',
  APP_LANGUAGES_EMPTY: 'Choose at least one language.',
  APP_LANGUAGE_UNKNOWN:
    'One of the languages is not offered to apps: choose languages from the list.',
  APP_LANGUAGES_TWICE: 'A language is chosen twice: keep it once.',
  ACTION_NOT_FOUND: 'This setting does not exist in this app.',
  THIS_SETTING_CANNOT_BE_CHANGED: 'This setting comes from the platform and cannot be changed.',
  THIS_IMAGE_IS_NOT_USED_BY_THIS_APP: 'This image is not used by this app.',
  THIS_SETTING_TAKES_NO_FILE: 'This setting is not an image or a file.',
  THIS_SETTING_IS_NOT_A_COLOUR: 'This setting is not a colour.',
  // an app resource image of the wrong size, and the icons and splash screens made from one icon
  // (docs/product/app-settings.md#resources)
  THIS_IMAGE_IS_SIZE_THIS_SLOT_NEEDS_SIZE: 'This image is :actual:; this slot needs :wanted:.',
  THE_ICON_MUST_BE_SIZE_THIS_ONE_IS_SIZE:
    'The icon must be a square of :wanted: pixels; this one is :actual:.',
  THE_ICON_MUST_BE_A_PNG_OR_JPEG_IMAGE: 'The icon must be a PNG or JPEG image.',
  THE_LOGO_MUST_BE_A_PNG_OR_JPEG_IMAGE: 'The logo must be a PNG or JPEG image.',
  CHOOSE_THE_ICON_TO_MAKE_THE_IMAGES_FROM: 'Choose the icon to make the images from.',
  THIS_APP_HAS_NO_IMAGE_TO_MAKE: 'This app has no icon or splash screen that can be made.',
  // docs/product/custom-domain.md#certificate-status certificate statuses
  // (docs/product/errors.md#certificate-messages)
  SSL_ISSUED: 'Your domain is now added, please verify the custom domain link above.',
  SSL_PRE_ISSUED: 'Process almost finished, please wait',
  SSL_ERROR: "Custom domain can't be created, please try again with valid data",
  SSL_PENDING: 'A custom domain is being created, please wait',
  SSL_REVOKED: 'Warning: Custom domain is revoked',
  SSL_CANCELLED: 'Custom domain is cancelled',
  SSL_EXPIRED: 'Custom domain is expired',
  THE_LOGO_MUST_BE_SQUARE: 'This image must be square (1:1). Adjust the crop and try again.',
  THE_CROP_IS_OUTSIDE_THE_IMAGE:
    'The crop area is outside the image. Adjust the crop and try again.',
  // server
  ...THEME_MESSAGES,
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many login attempts. Please wait :minutes minutes and try again.',
  TOO_MANY_LOGIN_ATTEMPTS_SECONDS:
    'Too many login attempts. Please wait :seconds seconds and try again.',
  PLEASE_LOG_IN: 'Please log in to continue.',
  NOT_FOUND: 'Not found.',
  PRODUCT_NOT_FOUND: 'This product does not exist or is not part of your project.',
  INVALID_REQUEST: 'The request is not valid: :details',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again in a moment.',
  DATABASE_UNAVAILABLE:
    'The database is not reachable right now. Please try again in a few seconds.',
  SERVER_STOPPING: 'This server is restarting. Please try again in a few seconds.',
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  TEXT_HAS_NUL_CHARACTER:
    'The text contains a NUL character (\\0), which cannot be saved. Remove it and try again.',
  TEXT_HAS_BROKEN_CHARACTER:
    'The text contains a broken character (half of an emoji or other symbol), which cannot be saved. Remove it and try again.',
  REQUEST_TOO_DEEP: 'The request nests values too deeply to be read.',
  MULTIPART_UNREADABLE:
    'The upload could not be read: the form data was cut short or malformed. Please choose the file and try again.',
  // store credentials (docs/product/credentials.md#ios-fields;
  // docs/decisions/007-store-credentials.md)
  CREDENTIAL_TEXT_LENGTH: 'The :field must have 1 to 255 characters (spaces are removed)',
  KEYSTORE_NEEDS_STORE_PASSWORD:
    'Enter the store password with the keystore file, so that the keystore can be checked',
  KEYSTORE_UNREADABLE: 'The keystore file is corrupt or is not a Java keystore',
  KEYSTORE_WRONG_STORE_PASSWORD: 'The store password is wrong: the keystore does not open with it',
  KEYSTORE_ALIAS_NOT_FOUND: 'The keystore has no entry with this key alias',
  KEYSTORE_ALIAS_HAS_NO_KEY:
    'The key alias names a certificate without a private key: enter the alias of your signing key',
  KEYSTORE_WRONG_KEY_PASSWORD:
    'The key password is wrong: the key of this alias does not open with it',
  KEYSTORE_CHECK_UNAVAILABLE:
    'The keystore could not be checked right now. Please try again in a moment.',
  KEYSTORE_ALREADY_SAVED:
    'This app already has a keystore. A new one replaces it, and Google Play accepts updates only when they are signed with the key it knows, unless your app uses Play App Signing and Google resets your upload key. Confirm to replace it.',
  KEYSTORE_GENERATE_UNAVAILABLE:
    'The keystore could not be made right now. Please try again in a moment.',
  API_KEY_FILE_UNREADABLE:
    'The API key file is corrupt: it does not hold a PKCS#8 private key (.p8)',
  API_KEY_FILE_NOT_P256:
    'The API key file holds another kind of key: App Store Connect keys are EC P-256 (prime256v1)',
  PLAYSTORE_CREDENTIAL_FILE_INVALID:
    'The Play Store credential file is not a Google service account key (JSON)',
  CREDENTIALS_UNREADABLE:
    "The saved credentials can no longer be read: this server's secret key (SECRET_KEY) is not the one they were saved with. Restore that key, or enter every field of this platform again to replace them.",
  CREDENTIALS_CHANGED_MEANWHILE:
    'These credentials were changed elsewhere while you saved. Reload the page and save again.',
  // builds (docs/product/builds.md, docs/product/api.md#builds)
  APP_NOT_BUILT_FOR_PLATFORM: 'This app is not built for :platform.',
  BUILD_MODE_NOT_OF_PLATFORM:
    'The mode :mode is not a :platform build mode: Android builds are release or debug, iOS builds app-store or ad-hoc.',
  BUILD_TYPE_ANDROID_ONLY: 'Only Android builds have a type (assemble or bundle).',
  BUILD_ALREADY_RUNNING:
    'An :platform build is already under way. Wait for it to end, or cancel it, then build again.',
  VERSION_NOT_FOR_ANDROID:
    'Android cannot order the version :version. Use at most three numbers, the second and third at most 999 (for example 1.2.3), then build again.',
  BUILD_NOT_FOUND: 'This build does not exist in this app.',
  BUILD_ALREADY_FINISHED: 'This build has already ended: there is nothing to cancel.',
  DOWNLOAD_NOT_FOUND:
    'There is no :platform :mode :extension file to download yet. Build it first.',
  DOWNLOAD_LINK_INVALID:
    "This download link is not valid or has expired. Open the app's page in the console for a new one.",
  // build error codes: the description of each (builds.error_description)
  BUILD_CANCELLED: 'You cancelled this build.',
  BUILD_WORKER_LOST:
    'The build stopped because the server building it shut down twice while building. Build again; if it happens again, contact support.',
  BUILD_TOOLS_MISSING:
    'The Android build tools (:tool) are not installed on the build server. Install apktool, aapt, zipalign and apksigner, then build again.',
  BUILD_TOOL_FAILED:
    'Building the app failed at the step ":step". The log shows what the tool said.',
  BUILD_TIMED_OUT:
    'The step ":step" took longer than :seconds seconds and was stopped. Build again.',
  BUILD_CREDENTIALS_UNREADABLE:
    "The saved Android keys can no longer be read (this server's secret key is not the one they were saved with). Enter them again in App keys, then build again.",
  BUILD_KEYSTORE_REFUSED:
    'The saved keystore could not sign the app: :reason. Check the keystore, its passwords and the key alias in App keys, then build again.',
  BUILD_FILE_MISSING:
    'The file of ":setting" is missing from storage. Upload it again, then build again.',
  // No longer given (bundles are built here now): kept for the builds that ended so before.
  ANDROID_BUNDLE_TOOLS_MISSING:
    'App bundles (AAB) need bundletool and aapt2, which this build server does not have. Download the Android project (zip) below and build the bundle in Android Studio, or build an APK here.',
  IOS_BUILD_AGENT_MISSING:
    'iOS apps are built on a Mac, and this server has no macOS build agent connected. Download the Xcode project (zip) below and build it in Xcode, or ask your administrator to connect a macOS build agent.',
  // send to store (Google Play)
  STORE_NEEDS_RELEASE_BUILD:
    'There is no Android App Bundle (AAB) release build to send: Google Play takes new apps only as App Bundles. Choose AAB under Android package, build Android Pro, then send.',
  STORE_NEEDS_CREDENTIAL_FILE:
    'Add the Play Store credential file (a Google service account key, JSON) in App keys, then send again.',
  PLAY_KEY_REJECTED:
    'Google refused the Play Store credential file (:reason). Check that the service account key is current, not deleted or revoked, and upload it again in App keys.',
  PLAY_PACKAGE_NOT_FOUND:
    'Google Play has no app with the package :package. Create the app in Play Console with this package and upload its first release there, then send again.',
  PLAY_PERMISSION_DENIED:
    'The service account may not publish :package. In Play Console, give it permission to release this app, then send again.',
  PLAY_VERSION_CODE_USED:
    'Google Play already has a build with version code :code (or a higher one). Raise the Version in General app info, build the App Bundle again, then send.',
  PLAY_TARGET_API_TOO_LOW:
    'Google Play requires apps to target Android API level :required or higher, and this build targets :target. Build the App Bundle again (Android Pro), then send.',
  PLAY_BUNDLE_REQUIRED:
    'Google Play takes this app only as an Android App Bundle (AAB), not an APK. Choose AAB under Android package, build Android Pro, then send.',
  PLAY_BUNDLE_UNSIGNED:
    'Google Play refused the App Bundle because it is not signed with an upload key (or its signature does not check out). Check the keystore in App keys, build Android Pro again, then send.',
  PLAY_UPLOAD_KEY_MISMATCH:
    'Google Play expects this app to be signed with the upload key whose certificate has SHA-1 :expected, but this build was signed with :found. Put the same keystore you first uploaded to Google Play in App keys, build again, then send. If that key is lost, ask Google Play to reset your upload key.',
  PLAY_REFUSED: 'Google Play refused the upload: :reason',
  PLAY_UNAVAILABLE:
    'Google Play could not be reached (:reason). Please try again in a few minutes.',
  // custom domain (docs/product/custom-domain.md)
  DOMAIN_TAKEN:
    'The domain :domain is already used by another website. Choose another domain, or remove it from that website first.',
  DOMAIN_TAKEN_ELSEWHERE:
    'The domain :domain is already connected to another account. Choose another domain. If the domain is yours, remove it from the other account first.',
  DOMAIN_IS_THE_PLATFORMS:
    'The domain :domain belongs to this platform. Enter a domain of your own, such as order.example.com.',
  DOMAIN_IS_THE_CONSOLES:
    'The domain :domain is where this console is reached, so it cannot be a website’s address. Enter another domain of your own, such as order.example.com.',
  DOMAIN_CERTIFICATES_OFF:
    'This server cannot issue certificates for custom domains yet, so a custom domain cannot be requested. Ask the person who runs the server to turn on HTTPS for custom domains (HTTPS_PORT); your website stays at its default address meanwhile.',
  DOMAIN_REQUEST_PENDING:
    'A custom domain is already being created for this website. Wait for it to finish, or cancel it, then try again.',
  DOMAIN_NOTHING_TO_CANCEL: 'There is no custom domain request in progress to cancel.',
  DOMAIN_DNS_NOTHING:
    'No DNS record answers for :domain yet. Create the CNAME record shown here at your DNS provider; changes can take a few minutes to an hour to be seen.',
  DOMAIN_DNS_ELSEWHERE:
    ':domain points to :seen, not to :target. Change the CNAME record at your DNS provider to :target.',
  DOMAIN_DNS_ADDRESS:
    ':domain has an address record (:seen) instead of a CNAME to :target. Remove the A/AAAA record and create the CNAME record shown here.',
  DOMAIN_DNS_UNAVAILABLE:
    'The DNS check could not be made right now (:reason). It will be tried again.',
  DOMAIN_NOT_FOR_THIS_SITE: 'This website cannot have a custom domain.',
  // ordering widgets (docs/product/widgets.md)
  WIDGET_BUTTON_TEXT_LENGTH: 'The button text must have 1 to 40 characters',
  WIDGET_BASE_PATH:
    'The base path must look like /order or /menu/online: a slash, then letters, digits, dots, dashes or underscores (no spaces, no slash at the end), at most 200 characters',
  // the owner's businesses (docs/product/api.md#businesses)
  BUSINESS_NOT_FOUND: 'This business was not found.',
  BUSINESS_NAME_LENGTH: 'The name must have 1 to 120 characters.',
  BUSINESS_SLUG_FORMAT: 'Use lower-case letters, digits and dashes for the address.',
  BUSINESS_SLUG_LENGTH: 'The address can have at most 80 characters.',
  BUSINESS_SLUG_TAKEN: 'Another business already uses this address. Choose another.',
  BUSINESS_COORDINATES_PAIR: 'Give both the latitude and the longitude, or neither.',
  BUSINESS_LATITUDE_RANGE: 'The latitude must be between -90 and 90.',
  BUSINESS_LONGITUDE_RANGE: 'The longitude must be between -180 and 180.',
  BUSINESS_PHONE_LENGTH: 'The phone number can have at most 40 characters.',
  BUSINESS_DESCRIPTION_LENGTH: 'The description can have at most 2000 characters.',
  BUSINESS_ADDRESS_LENGTH: 'The postal address can have at most 300 characters.',
  BUSINESS_ORDER_TYPES_EMPTY: 'Choose at least one order type.',
  BUSINESS_ORDER_TYPE_UNKNOWN: 'Choose order types from the list.',
  BUSINESS_ORDER_TYPES_TWICE: 'Choose each order type once.',
  AMOUNT_BELOW_ZERO: 'A fee cannot be below zero.',
  AMOUNT_DECIMALS: 'Use at most two decimals.',
  AMOUNT_TOO_HIGH: 'A fee can be at most 100000.00.',
  BUSINESS_MINUTES_RANGE: 'Write a time of 1 to 600 minutes, or leave it empty.',
  BUSINESS_CUISINES_COUNT: 'Add at most 12 cuisines.',
  BUSINESS_CUISINE_LENGTH: 'A cuisine must have 1 to 30 characters.',
  BUSINESS_CUISINES_TWICE: 'Add each cuisine once.',
  BUSINESS_FRANCHISE_NOT_OF_PROJECT: 'Choose a franchise of this project.',
  // menus (docs/product/menus.md)
  MENU_CATEGORY_NAME: 'A category name must have 1 to 80 characters.',
  MENU_PRODUCT_NAME: 'A product name must have 1 to 120 characters.',
  MENU_DESCRIPTION: 'A description can have at most 1000 characters.',
  MENU_PRICE_NUMBER: 'Write the price as a number.',
  MENU_PRICE_BELOW_ZERO: 'A price cannot be below zero.',
  MENU_PRICE_TOO_HIGH: 'A price can be at most 100000.00.',
  MENU_IMAGE: 'The image must be an uploaded image or an https:// address.',
  MENU_AVAILABLE: 'Say whether the product is available (true or false).',
  MENU_GROUP_NAME: 'An option group name must have 1 to 80 characters.',
  MENU_MIN_CHOICES: 'The minimum choices must be a whole number from 0 to 30.',
  MENU_MAX_CHOICES: 'The maximum choices must be a whole number from 1 to 30.',
  MENU_MIN_OVER_MAX: 'The minimum choices cannot be more than the maximum.',
  MENU_MAX_OVER_OPTIONS: 'Add as many options as the maximum choices.',
  MENU_OPTIONS_COUNT: 'An option group must have 1 to 30 options.',
  MENU_OPTION_NAME: 'An option name must have 1 to 80 characters.',
  MENU_PRICE_DELTA: 'A price change must be from -100000.00 to 100000.00.',
  MENU_GROUPS_COUNT: 'A product can have at most 10 option groups.',
  MENU_CATEGORIES_COUNT: 'A menu can have at most 100 categories.',
  MENU_PRODUCTS_COUNT: 'A category can have at most 500 products.',
  MENU_ORDER_IDS: 'List the ids in their new order, each once.',
  MENU_CATEGORY_ORDER: 'The new order must list each category of this menu exactly once.',
  MENU_PRODUCT_ORDER: 'The new order must list each product of this category exactly once.',
  MENU_CATEGORY_ID: 'Choose the category to move the product to.',
  MENU_MOVE_TO_OTHER_BUSINESS: 'A product can only move to a category of its own business.',
  MENU_BUSINESS_ID: 'Choose the business to copy the menu from.',
  MENU_COPY_ONTO_ITSELF: 'Choose another business to copy the menu from.',
  MENU_CATEGORY_HAS_PRODUCTS: "Move or delete this category's products first.",
  MENU_ITEM_NOT_FOUND: 'This menu item was not found.',
  // a menu as a CSV file (docs/product/menus.md#csv)
  MENU_CSV_NOT_A_MENU: 'This file is not a menu CSV: :details',
  MENU_CSV_EMPTY: 'This file is empty. Choose a menu CSV file.',
  MENU_CSV_NO_PRODUCTS: 'This file has no products: write one line per product under the header.',
  MENU_CSV_NO_FILE: 'Choose the menu CSV file to import.',
  MENU_CSV_TOO_LARGE: 'A menu file can be at most 20 MB.',
  MENU_CSV_TOO_MANY_PRODUCTS: 'A menu file can have at most 10,000 products.',
  MENU_CSV_LINE: 'Line :line:: :problem',
  MENU_CSV_CELL: 'Line :line, :place:: :problem',
  MENU_CSV_MORE_PROBLEMS: 'And :count more problems on later lines.',
  MENU_CSV_EXTRA_CELLS: "This line has a cell outside the header's columns.",
  MENU_CSV_QUOTES: 'A quoted cell is not closed, or a quote inside it is not doubled ("").',
  MENU_CSV_GROUP_SYNTAX: 'Write an option group as Name (min-max): Option +0.00 | Option +1.50.',
  // opening hours (packages/domain/src/catalogue/opening-hours.schema.ts)
  HOURS_TIME_FORMAT: 'Write a time as HH:MM, from 00:00 to 23:59.',
  HOURS_SPAN_EMPTY: 'A span opens and closes at different times (for all day, use 00:00 to 23:59).',
  HOURS_SPANS_PER_DAY: 'At most 6 spans a day.',
  CLOSED_DATE_FORMAT: 'Write a date as YYYY-MM-DD.',
  CLOSED_DATE_NOT_ON_CALENDAR: 'This date is not on the calendar.',
  CLOSED_DATES_COUNT: 'At most 366 closed dates.',
  TIME_ZONE_UNKNOWN: 'Choose a time zone from the list (such as Europe/Paris).',
  // the orders (docs/product/orders.md)
  ORDER_NOT_FOUND: 'This order was not found.',
  ORDER_MOVE_REFUSED: 'This order is :current:: it cannot be marked :next.',
  ORDER_CHANGED_MEANWHILE:
    'This order was just marked :current: by someone else. Check it and choose again.',
  ORDER_READY_BY_RANGE: 'Choose a time in the next 24 hours.',
  ORDER_READY_BY_REQUIRED: 'Choose when the order will be ready.',
  ORDER_REASON_REQUIRED: 'Say why, in a few words the customer will read.',
  ORDER_REASON_LENGTH: 'The reason can have at most 300 characters.',
  ORDER_STATUS_CHOOSE: 'Choose a status.',
  ORDER_TYPE_CHOOSE: 'Choose an order type.',
  // webhooks (docs/product/webhooks.md)
  WEBHOOK_URL_FORMAT: 'Enter the full address of your endpoint, starting with https://.',
  WEBHOOK_URL_LENGTH: 'An endpoint address can have at most 2048 characters.',
  WEBHOOK_URL_NOT_HTTPS:
    'Webhooks are sent only over HTTPS: use an address starting with https://.',
  WEBHOOK_URL_PRIVATE:
    'This address leads to a private or local network: webhooks are sent only to public addresses.',
  WEBHOOK_URL_UNRESOLVED: 'This address could not be found: check the host name.',
  WEBHOOK_EVENTS_EMPTY: 'Choose at least one event to send.',
  WEBHOOK_EVENT_UNKNOWN: 'Choose events from the list (order.created, order.status_changed).',
  WEBHOOK_ENDPOINTS_COUNT: 'A project can have at most 10 webhook endpoints.',
  WEBHOOK_ENDPOINT_NOT_FOUND: 'This webhook endpoint was not found.',
  WEBHOOK_DELIVERY_NOT_FOUND: 'This webhook delivery was not found.',
  WEBHOOK_DISABLED_FAILING: 'Disabled: every delivery failed for a day.',
  // the team and its invitations (docs/product/team.md)
  TEAM_NO_ACCESS: "You don't have access to this: ask an owner or an admin of the project.",
  TEAM_ROLE_CHOOSE: 'Choose a role: owner, admin or business manager.',
  TEAM_BUSINESSES_CHOOSE: 'Choose the businesses from the list.',
  TEAM_EMAIL_FORMAT: 'Enter an email address, like jo@example.com.',
  TEAM_PASSWORD_LENGTH: 'The password must have 8 to 1024 characters.',
  TEAM_EMAIL_HAS_LOGIN:
    ':email already has a login. An email can belong to one member of one project: invite another email.',
  TEAM_EMAIL_ALREADY_INVITED:
    ':email is already invited and the invitation is still open: send it again from the pending invitations instead.',
  TEAM_MANAGER_NEEDS_BUSINESS: 'Choose at least one business for a business manager.',
  TEAM_BUSINESS_NOT_IN_PROJECT: 'One of the chosen businesses is not in this project.',
  TEAM_ONLY_OWNERS_INVITE_OWNERS: 'Only an owner can invite another owner.',
  TEAM_INVITATION_NOT_FOUND: 'This invitation was not found, or it is no longer pending.',
  TEAM_INVITATION_UNKNOWN:
    'This invitation link is not valid. Ask the person who invited you for a new invitation.',
  TEAM_INVITATION_EXPIRED:
    'This invitation has expired. Ask the person who invited you for a new invitation.',
  TEAM_INVITATION_USED:
    'This invitation has already been used. Sign in with its email and password, or ask for a new invitation.',
  TEAM_INVITATION_REVOKED:
    'This invitation was withdrawn. Ask the person who invited you for a new invitation.',
  TEAM_EMAIL_NOT_SENT:
    'The invitation is made, but the email could not be sent. Copy the link and send it yourself.',
  TEAM_EMAIL_NOT_CONFIGURED:
    'No email is sent from this server (SMTP_URL is not set). Copy the link and send it yourself.',
  TEAM_MEMBER_NOT_FOUND: 'This member was not found.',
  TEAM_LAST_OWNER: 'The project must keep at least one owner: make another member owner first.',
  TEAM_ADMIN_CANNOT_CHANGE_OWNER: 'Only an owner can change or remove an owner.',
  TEAM_NOT_YOURSELF: 'You cannot remove yourself here: ask another owner or admin.',
  TEAM_TRANSFER_OWNER_ONLY: 'Only an owner can hand over ownership.',
  TEAM_TRANSFER_TO_ADMIN: 'Ownership can be handed only to an admin: make them an admin first.',
  // a member's own account (docs/product/account.md)
  ...LANGUAGE_MESSAGES,
  ACCOUNT_CURRENT_PASSWORD_REQUIRED: 'Enter your current password.',
  ACCOUNT_CURRENT_PASSWORD_WRONG:
    'Your current password is not right: the password was not changed. Check it and try again.',
  ACCOUNT_SESSION_NOT_FOUND: 'This session was not found: it may have ended already.',
  ACCOUNT_RESET_OWNER_BY_OWNER: 'Only an owner can make a password reset link for an owner.',
  ACCOUNT_RESET_UNKNOWN:
    'This password reset link is not valid. Ask an owner or an admin of the project for a new one.',
  ACCOUNT_RESET_EXPIRED:
    'This password reset link has expired. Ask an owner or an admin of the project for a new one.',
  ACCOUNT_RESET_USED:
    'This password reset link has already been used. Sign in with the new password, or ask for a new link.',
  // what a website customer is told when placing an order (docs/product/website.md#orders), in
  // the language they order in
  ORDER_PREVIEW_TAKES_NO_ORDERS: 'This address previews an app’s theme and takes no orders.',
  ORDER_BUSINESS_NOT_ON_SITE: '“:slug” is not a business of this website.',
  ORDER_CART_NO_BUSINESS: 'Your cart has no business.',
  ORDER_CART_EMPTY: 'Your cart is empty: add something first.',
  ORDER_ITEMS_COUNT: 'An order can have at most :max different products.',
  ORDER_QUANTITY_RANGE: 'Each quantity must be a whole number from 1 to :max.',
  ORDER_OPTION_OF_MENU: 'Each option must be one of the menu’s.',
  ORDER_TYPE_REQUIRED: 'Choose how you want to get your order.',
  ORDER_TIME_OFFERED: 'Choose one of the times offered for your order.',
  ORDER_NAME_REQUIRED: 'Please enter your name.',
  ORDER_NAME_LENGTH: 'Your name can have at most 100 characters.',
  ORDER_PHONE_FORMAT: 'Please enter a phone number (digits, spaces, + ( ) -).',
  ORDER_ADDRESS_LENGTH: 'The address can have at most 255 characters.',
  ORDER_APARTMENT_LENGTH: 'The apartment or floor can have at most 50 characters.',
  ORDER_NOTES_LENGTH: 'Notes can have at most 500 characters.',
  ORDER_COMMENTS_LENGTH: 'Comments can have at most :max characters.',
  ORDER_ADDRESS_REQUIRED: 'Please enter the address to deliver to.',
  ORDER_TYPE_NOT_ON_SITE: ':type is not offered on this website.',
  ORDER_TYPE_NOT_TAKEN: ':type is not offered by :name.',
  ORDER_PRODUCT_NOT_ON_MENU: '“:product” is not on the menu of :name.',
  ORDER_PRODUCT_SOLD_OUT: ':product is sold out.',
  ORDER_QUANTITY_CHOOSE: 'Choose a quantity from 1 to :max.',
  ORDER_OPTIONS_EXACTLY: 'Choose :count for :group.',
  ORDER_OPTIONS_AT_LEAST: 'Choose at least :count for :group.',
  ORDER_OPTIONS_AT_MOST: 'Choose at most :count for :group.',
  ORDER_OPTION_NOT_OF_PRODUCT: "An option chosen is not one of :product's options.",
  ORDER_MINIMUM: 'Add :missing more to reach the :minimum minimum.',
  ORDER_CLOSED_NOW: ':name is closed now.',
  ORDER_CLOSED_OPENS_TODAY: ':name is closed now. It opens today at :time.',
  ORDER_CLOSED_OPENS_TOMORROW: ':name is closed now. It opens tomorrow at :time.',
  ORDER_CLOSED_OPENS_ON: ':name is closed now. It opens :day at :time.',
  ORDER_TIME_TOO_SOON:
    ':day at :time is too soon: :name needs :minutes minutes. Please choose a later time.',
  ORDER_TIME_NOT_TAKEN:
    ':name does not take orders for :day at :time. Please choose one of the times offered.',
  ORDER_LIMIT_ADDRESS: 'Too many orders from this device. Please wait :wait and try again.',
  ORDER_LIMIT_ADDRESS_SOON:
    'Too many orders from this device. Please wait a few minutes and try again.',
  ORDER_LIMIT_SITE: 'This store is receiving too many orders right now. Please try again in :wait.',
  ORDER_LIMIT_SITE_SOON:
    'This store is receiving too many orders right now. Please try again in a few minutes.',
  ORDER_LIMIT_OPEN: 'This store has too many orders waiting right now. Please try again later.',
  // the order types' own names, where the website's owner wrote none
  ORDER_TYPE_DELIVERY: 'Delivery',
  ORDER_TYPE_PICKUP: 'Pickup',
  ORDER_TYPE_EAT_IN: 'Eat in',
  ORDER_TYPE_CURBSIDE: 'Curbside',
  ORDER_TYPE_DRIVE_THRU: 'Drive thru',
  ORDER_TYPE_CATERING_DELIVERY: 'Catering delivery',
  ORDER_TYPE_CATERING_PICKUP: 'Catering pickup',
} as const;

export type TMessageKey = keyof typeof MESSAGES;

export { toMessageKey } from './message-format';

export function formatMessage(
  key: TMessageKey,
  params: Record<string, string | number> = {},
): string {
  return fillMessage(MESSAGES[key], params);
}
