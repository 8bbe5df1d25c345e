/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordershipped2Inputs */

const cs_customerordershipped2 = /** @type {(inputs: Customerordershipped2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odeslána`)
};

/**

* @param {Customerordershipped2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerordershipped2 = cs_customerordershipped2;
export { customerordershipped2 as "customerOrderShipped" }