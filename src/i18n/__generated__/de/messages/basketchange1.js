/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchange1Inputs */

const de_basketchange1 = /** @type {(inputs: Basketchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändern`)
};

/**

* @param {Basketchange1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketchange1 = de_basketchange1;
export { basketchange1 as "basketChange" }