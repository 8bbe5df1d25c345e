/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerregisteredon2Inputs */

const de_customerregisteredon2 = /** @type {(inputs: Customerregisteredon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet am`)
};

/**

* @param {Customerregisteredon2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerregisteredon2 = de_customerregisteredon2;
export { customerregisteredon2 as "customerRegisteredOn" }