/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintwarning2Inputs */

const fr_baskethintwarning2 = /** @type {(inputs: Baskethintwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attention`)
};

/**

* @param {Baskethintwarning2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const baskethintwarning2 = fr_baskethintwarning2;
export { baskethintwarning2 as "basketHintWarning" }