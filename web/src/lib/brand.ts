// The college's name in one place, so a rebrand is one edit.
export const COLLEGE_NAME = 'Harbour Institute';
export const PRODUCT_NAME = `${COLLEGE_NAME} Portal`;
