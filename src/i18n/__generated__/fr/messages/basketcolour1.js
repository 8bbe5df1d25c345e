/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolour1Inputs */

const fr_basketcolour1 = /** @type {(inputs: Basketcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur :`)
};

/**

* @param {Basketcolour1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketcolour1 = fr_basketcolour1;
export { basketcolour1 as "basketColour" }