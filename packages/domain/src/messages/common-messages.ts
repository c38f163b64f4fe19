// The messages of docs/product/errors.md (with its fixes): files, images and sounds, addresses,
// values and lengths. Part of MESSAGES (./messages.ts); apart, so that a page whose own checks say
// only these (an image field) does not download every message the product has.
export const COMMON_MESSAGES = {
  ONLY_IMAGES_CAN_BE_ACCEPTED: 'Only images can be accepted',
  THE_MAXIMUM_IMAGE_SIZE_IS_2_MEGABYTES: 'The maximum image size is 2 megabytes',
  THE_MAXIMUM_IMAGE_SIZE_IS_SIZE: 'The maximum image size is :size:',
  SORRY_THIS_IMAGE_DOESN_T_LOOK_LIKE_THE_SIZE_WE_WANTED:
    "Sorry, this image doesn't look like the size we wanted.",
  ONLY_AUDIO_FILES_CAN_BE_ACCEPTED: 'Only audio files can be accepted',
  THE_MAXIMUM_FILE_SIZE_IS_512_KILOBYTES: 'The maximum file size is 512 kilobytes',
  URL_IS_REQUIRED: 'URL is required',
  AUDIO_FILE_IS_REQUIRED: 'Audio file is required!',
  THE_ATTRIBUTE_FIELD_IS_REQUIRED: 'The :attribute field is required.',
  THE_DOMAIN_IS_NOT_VALID: 'The domain is not valid',
  INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE:
    'Invalid file. Please check the extension or size.',
  ONE_FILE_AT_A_TIME: 'Please choose one file at a time.',
  THE_URL_IS_NOT_VALID: 'The URL is not valid. It should start with https://',
  THE_PACKAGE_MUST_LOOK_LIKE_COM_EXAMPLE_APP: 'The package must look like com.example.app',
  THE_VERSION_MUST_BE_NUMBERS_SEPARATED_BY_DOTS_LIKE_1_2_3:
    'The version must be numbers separated by dots, like 1.2.3',
  THE_TEXT_MUST_HAVE_1_TO_255_CHARACTERS: 'The text must have 1 to 255 characters',
  THE_NAME_MUST_HAVE_1_TO_255_CHARACTERS: 'The name must have 1 to 255 characters.',
  THE_DESCRIPTION_CAN_HAVE_AT_MOST_255_CHARACTERS:
    'The description can have at most 255 characters.',
  THE_VALUE_MUST_BE_A_WHOLE_NUMBER: 'The value must be a whole number',
  THE_VALUE_MUST_BE_A_NUMBER: 'The value must be a number',
  THE_VALUE_MUST_BE_TRUE_OR_FALSE: 'The value must be true or false',
  THE_VALUE_MUST_BE_VALID_JSON: 'The value must be valid JSON',
} as const;

export type TCommonMessageKey = keyof typeof COMMON_MESSAGES;
