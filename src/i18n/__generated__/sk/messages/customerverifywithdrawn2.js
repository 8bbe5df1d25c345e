/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawn2Inputs */

const sk_customerverifywithdrawn2 = /** @type {(inputs: Customerverifywithdrawn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-maily nie je možné doručiť`)
};

/**

* @param {Customerverifywithdrawn2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawn2 = sk_customerverifywithdrawn2;
export { customerverifywithdrawn2 as "customerVerifyWithdrawn" }