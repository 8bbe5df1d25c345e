/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercard1Inputs */

const de_customercard1 = /** @type {(inputs: Customercard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digitale Kundenkarte`)
};

/**

* @param {Customercard1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customercard1 = de_customercard1;
export { customercard1 as "customerCard" }