/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerregisteredon2Inputs */

const nl_customerregisteredon2 = /** @type {(inputs: Customerregisteredon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aangemeld op`)
};

/**

* @param {Customerregisteredon2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerregisteredon2 = nl_customerregisteredon2;
export { customerregisteredon2 as "customerRegisteredOn" }