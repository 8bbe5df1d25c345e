/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketconditions1Inputs */

const fr_basketconditions1 = /** @type {(inputs: Basketconditions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions de l'offre`)
};

/**

* @param {Basketconditions1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketconditions1 = fr_basketconditions1;
export { basketconditions1 as "basketConditions" }