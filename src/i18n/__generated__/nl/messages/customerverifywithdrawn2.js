/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawn2Inputs */

const nl_customerverifywithdrawn2 = /** @type {(inputs: Customerverifywithdrawn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mails kunnen niet worden bezorgd`)
};

/**

* @param {Customerverifywithdrawn2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawn2 = nl_customerverifywithdrawn2;
export { customerverifywithdrawn2 as "customerVerifyWithdrawn" }