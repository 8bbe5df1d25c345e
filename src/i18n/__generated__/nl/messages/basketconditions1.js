/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketconditions1Inputs */

const nl_basketconditions1 = /** @type {(inputs: Basketconditions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actievoorwaarden`)
};

/**

* @param {Basketconditions1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketconditions1 = nl_basketconditions1;
export { basketconditions1 as "basketConditions" }