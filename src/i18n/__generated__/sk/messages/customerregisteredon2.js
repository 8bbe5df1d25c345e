/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerregisteredon2Inputs */

const sk_customerregisteredon2 = /** @type {(inputs: Customerregisteredon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nahlásené dňa`)
};

/**

* @param {Customerregisteredon2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerregisteredon2 = sk_customerregisteredon2;
export { customerregisteredon2 as "customerRegisteredOn" }