/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercard1Inputs */

const sv_customercard1 = /** @type {(inputs: Customercard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digitalt kundkort`)
};

/**

* @param {Customercard1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customercard1 = sv_customercard1;
export { customercard1 as "customerCard" }