/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordershipped2Inputs */

const sk_customerordershipped2 = /** @type {(inputs: Customerordershipped2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odoslaná`)
};

/**

* @param {Customerordershipped2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerordershipped2 = sk_customerordershipped2;
export { customerordershipped2 as "customerOrderShipped" }