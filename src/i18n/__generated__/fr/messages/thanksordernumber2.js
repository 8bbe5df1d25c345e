/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ orderNumber: NonNullable<unknown> }} Thanksordernumber2Inputs */

const fr_thanksordernumber2 = /** @type {(inputs: Thanksordernumber2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre numéro de commande : ${i?.orderNumber}`)
};

/**

* @param {Thanksordernumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thanksordernumber2 = fr_thanksordernumber2;
export { thanksordernumber2 as "thanksOrderNumber" }