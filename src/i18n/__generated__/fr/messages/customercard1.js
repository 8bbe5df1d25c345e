/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercard1Inputs */

const fr_customercard1 = /** @type {(inputs: Customercard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte client numérique`)
};

/**

* @param {Customercard1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customercard1 = fr_customercard1;
export { customercard1 as "customerCard" }