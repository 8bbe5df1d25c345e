/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawn2Inputs */

const sv_customerverifywithdrawn2 = /** @type {(inputs: Customerverifywithdrawn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-post kan inte levereras`)
};

/**

* @param {Customerverifywithdrawn2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawn2 = sv_customerverifywithdrawn2;
export { customerverifywithdrawn2 as "customerVerifyWithdrawn" }