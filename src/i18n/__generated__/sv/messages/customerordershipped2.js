/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordershipped2Inputs */

const sv_customerordershipped2 = /** @type {(inputs: Customerordershipped2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skickad`)
};

/**

* @param {Customerordershipped2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerordershipped2 = sv_customerordershipped2;
export { customerordershipped2 as "customerOrderShipped" }