/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown> }} Thanksordernumber2Inputs */

const sk_thanksordernumber2 = /** @type {(inputs: Thanksordernumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Číslo Vašej objednávky: ${i?.orderNumber}`)
};

/**

* @param {Thanksordernumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thanksordernumber2 = sk_thanksordernumber2;
export { thanksordernumber2 as "thanksOrderNumber" }