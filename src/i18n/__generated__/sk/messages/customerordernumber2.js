/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernumber2Inputs */

const sk_customerordernumber2 = /** @type {(inputs: Customerordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Číslo objednávky`)
};

/**

* @param {Customerordernumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerordernumber2 = sk_customerordernumber2;
export { customerordernumber2 as "customerOrderNumber" }