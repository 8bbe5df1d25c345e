/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchange1Inputs */

const de_ch2_basketchange1 = /** @type {(inputs: Basketchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändern`)
};

/**

* @param {Basketchange1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketchange1 = de_ch2_basketchange1;
export { basketchange1 as "basketChange" }