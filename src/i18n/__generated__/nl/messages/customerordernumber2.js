/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernumber2Inputs */

const nl_customerordernumber2 = /** @type {(inputs: Customerordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelnummer`)
};

/**

* @param {Customerordernumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerordernumber2 = nl_customerordernumber2;
export { customerordernumber2 as "customerOrderNumber" }