/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentqrcode2Inputs */

const sv_contentqrcode2 = /** @type {(inputs: Contentqrcode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-kod för koden ${i?.code}`)
};

/**

* @param {Contentqrcode2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentqrcode2 = sv_contentqrcode2;
export { contentqrcode2 as "contentQrCode" }