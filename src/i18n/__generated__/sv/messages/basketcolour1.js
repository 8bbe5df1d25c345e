/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolour1Inputs */

const sv_basketcolour1 = /** @type {(inputs: Basketcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Färg:`)
};

/**

* @param {Basketcolour1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketcolour1 = sv_basketcolour1;
export { basketcolour1 as "basketColour" }