/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolour1Inputs */

const cs_basketcolour1 = /** @type {(inputs: Basketcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barva:`)
};

/**

* @param {Basketcolour1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketcolour1 = cs_basketcolour1;
export { basketcolour1 as "basketColour" }