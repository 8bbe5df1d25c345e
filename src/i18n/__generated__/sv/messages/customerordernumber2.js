/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernumber2Inputs */

const sv_customerordernumber2 = /** @type {(inputs: Customerordernumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordernummer`)
};

/**

* @param {Customerordernumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerordernumber2 = sv_customerordernumber2;
export { customerordernumber2 as "customerOrderNumber" }