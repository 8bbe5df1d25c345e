/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown> }} Thanksordernumber2Inputs */

const cs_thanksordernumber2 = /** @type {(inputs: Thanksordernumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Číslo Vaší objednávky: ${i?.orderNumber}`)
};

/**

* @param {Thanksordernumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thanksordernumber2 = cs_thanksordernumber2;
export { thanksordernumber2 as "thanksOrderNumber" }