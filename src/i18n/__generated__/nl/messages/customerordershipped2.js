/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordershipped2Inputs */

const nl_customerordershipped2 = /** @type {(inputs: Customerordershipped2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verzonden`)
};

/**

* @param {Customerordershipped2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerordershipped2 = nl_customerordershipped2;
export { customerordershipped2 as "customerOrderShipped" }