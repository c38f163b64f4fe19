/**
 * Where a photo for a product of this business is uploaded (POST, with the shared image field's
 * upload). The answer is only the image's address: the product is saved with it afterwards.
 */
export const productImagePath = (businessId: number) => `/businesses/${businessId}/product-images`;
