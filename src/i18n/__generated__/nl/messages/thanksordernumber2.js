/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown> }} Thanksordernumber2Inputs */

const nl_thanksordernumber2 = /** @type {(inputs: Thanksordernumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je ordernummer: ${i?.orderNumber}`)
};

/**

* @param {Thanksordernumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thanksordernumber2 = nl_thanksordernumber2;
export { thanksordernumber2 as "thanksOrderNumber" }