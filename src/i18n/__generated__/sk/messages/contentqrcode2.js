/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentqrcode2Inputs */

const sk_contentqrcode2 = /** @type {(inputs: Contentqrcode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR kód pre kód ${i?.code}`)
};

/**

* @param {Contentqrcode2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentqrcode2 = sk_contentqrcode2;
export { contentqrcode2 as "contentQrCode" }