/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchange1Inputs */

const fr_basketchange1 = /** @type {(inputs: Basketchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

/**

* @param {Basketchange1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketchange1 = fr_basketchange1;
export { basketchange1 as "basketChange" }