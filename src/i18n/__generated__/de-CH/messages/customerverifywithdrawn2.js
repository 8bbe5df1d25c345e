/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawn2Inputs */

const de_ch2_customerverifywithdrawn2 = /** @type {(inputs: Customerverifywithdrawn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mails können nicht zugestellt werden`)
};

/**

* @param {Customerverifywithdrawn2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawn2 = de_ch2_customerverifywithdrawn2;
export { customerverifywithdrawn2 as "customerVerifyWithdrawn" }