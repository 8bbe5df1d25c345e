/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeroverdueof2Inputs */

const de_ch2_customeroverdueof2 = /** @type {(inputs: Customeroverdueof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Davon überfällig`)
};

/**

* @param {Customeroverdueof2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customeroverdueof2 = de_ch2_customeroverdueof2;
export { customeroverdueof2 as "customerOverdueOf" }