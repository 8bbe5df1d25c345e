/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketconditions1Inputs */

const de_basketconditions1 = /** @type {(inputs: Basketconditions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionsbedingungen`)
};

/**

* @param {Basketconditions1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketconditions1 = de_basketconditions1;
export { basketconditions1 as "basketConditions" }