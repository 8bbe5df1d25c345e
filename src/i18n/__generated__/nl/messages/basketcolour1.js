/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolour1Inputs */

const nl_basketcolour1 = /** @type {(inputs: Basketcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleur:`)
};

/**

* @param {Basketcolour1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketcolour1 = nl_basketcolour1;
export { basketcolour1 as "basketColour" }