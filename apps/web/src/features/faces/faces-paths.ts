/** The privacy policy's section on children's face images (features/content/privacy-page ids). */
export const PRIVACY_FACES_PATH = '/privacy#privacy-faces';
