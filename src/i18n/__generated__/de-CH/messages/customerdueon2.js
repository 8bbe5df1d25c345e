/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdueon2Inputs */

const de_ch2_customerdueon2 = /** @type {(inputs: Customerdueon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fällig am`)
};

/**

* @param {Customerdueon2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerdueon2 = de_ch2_customerdueon2;
export { customerdueon2 as "customerDueOn" }