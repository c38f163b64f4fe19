/**
 * A file as the client sent it in a form: the name and type it gave (neither trusted) and the
 * bytes, already within the route's size limit.
 */
export type TUploadedFile = { filename: string; mimetype: string; bytes: Buffer };

/**
 * An image upload for a website or an app (docs/product/website-settings.md#image-flow): every file
 * the form held (exactly one is wanted), the target it is for and the crop the dialog reported
 * (JSON), as sent.
 */
export type TImageUpload = {
  files: TUploadedFile[];
  target: string | undefined;
  crop: string | undefined;
};

/** An upload an app action takes, as it is to be stored: its bytes, extension and type. */
export type TCheckedFile = {
  bytes: Buffer;
  extension: string;
  mimeType: string;
  originalName: string;
};
