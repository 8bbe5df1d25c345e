/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerregisteredon2Inputs */

const fr_customerregisteredon2 = /** @type {(inputs: Customerregisteredon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré le`)
};

/**

* @param {Customerregisteredon2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerregisteredon2 = fr_customerregisteredon2;
export { customerregisteredon2 as "customerRegisteredOn" }