/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernumber2Inputs */

const fr_customerordernumber2 = /** @type {(inputs: Customerordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de commande`)
};

/**

* @param {Customerordernumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerordernumber2 = fr_customerordernumber2;
export { customerordernumber2 as "customerOrderNumber" }