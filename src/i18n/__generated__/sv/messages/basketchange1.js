/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchange1Inputs */

const sv_basketchange1 = /** @type {(inputs: Basketchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändra`)
};

/**

* @param {Basketchange1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketchange1 = sv_basketchange1;
export { basketchange1 as "basketChange" }