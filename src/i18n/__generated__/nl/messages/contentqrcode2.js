/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentqrcode2Inputs */

const nl_contentqrcode2 = /** @type {(inputs: Contentqrcode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-code voor de code ${i?.code}`)
};

/**

* @param {Contentqrcode2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentqrcode2 = nl_contentqrcode2;
export { contentqrcode2 as "contentQrCode" }