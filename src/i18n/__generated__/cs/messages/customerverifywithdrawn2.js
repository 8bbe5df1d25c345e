/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawn2Inputs */

const cs_customerverifywithdrawn2 = /** @type {(inputs: Customerverifywithdrawn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-maily nelze doručit`)
};

/**

* @param {Customerverifywithdrawn2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawn2 = cs_customerverifywithdrawn2;
export { customerverifywithdrawn2 as "customerVerifyWithdrawn" }