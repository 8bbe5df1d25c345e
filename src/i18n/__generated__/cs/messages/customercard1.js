/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercard1Inputs */

const cs_customercard1 = /** @type {(inputs: Customercard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digitální zákaznická karta`)
};

/**

* @param {Customercard1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customercard1 = cs_customercard1;
export { customercard1 as "customerCard" }