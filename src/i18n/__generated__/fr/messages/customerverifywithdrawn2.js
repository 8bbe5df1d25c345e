/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawn2Inputs */

const fr_customerverifywithdrawn2 = /** @type {(inputs: Customerverifywithdrawn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les e-mails ne peuvent pas être distribués`)
};

/**

* @param {Customerverifywithdrawn2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawn2 = fr_customerverifywithdrawn2;
export { customerverifywithdrawn2 as "customerVerifyWithdrawn" }