/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketconditions1Inputs */

const cs_basketconditions1 = /** @type {(inputs: Basketconditions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podmínky akce`)
};

/**

* @param {Basketconditions1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketconditions1 = cs_basketconditions1;
export { basketconditions1 as "basketConditions" }