/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentqrcode2Inputs */

const de_ch2_contentqrcode2 = /** @type {(inputs: Contentqrcode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-Code für den Code ${i?.code}`)
};

/**

* @param {Contentqrcode2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentqrcode2 = de_ch2_contentqrcode2;
export { contentqrcode2 as "contentQrCode" }