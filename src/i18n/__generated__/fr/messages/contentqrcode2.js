/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentqrcode2Inputs */

const fr_contentqrcode2 = /** @type {(inputs: Contentqrcode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code du code ${i?.code}`)
};

/**

* @param {Contentqrcode2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentqrcode2 = fr_contentqrcode2;
export { contentqrcode2 as "contentQrCode" }