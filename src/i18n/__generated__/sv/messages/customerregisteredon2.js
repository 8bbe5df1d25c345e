/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerregisteredon2Inputs */

const sv_customerregisteredon2 = /** @type {(inputs: Customerregisteredon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmäld den`)
};

/**

* @param {Customerregisteredon2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerregisteredon2 = sv_customerregisteredon2;
export { customerregisteredon2 as "customerRegisteredOn" }