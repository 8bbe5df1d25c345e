/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercard1Inputs */

const nl_customercard1 = /** @type {(inputs: Customercard1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digitale klantenkaart`)
};

/**

* @param {Customercard1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customercard1 = nl_customercard1;
export { customercard1 as "customerCard" }