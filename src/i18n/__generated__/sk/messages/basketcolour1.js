/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolour1Inputs */

const sk_basketcolour1 = /** @type {(inputs: Basketcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farba:`)
};

/**

* @param {Basketcolour1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketcolour1 = sk_basketcolour1;
export { basketcolour1 as "basketColour" }