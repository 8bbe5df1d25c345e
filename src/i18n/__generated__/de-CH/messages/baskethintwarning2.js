/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintwarning2Inputs */

const de_ch2_baskethintwarning2 = /** @type {(inputs: Baskethintwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achtung`)
};

/**

* @param {Baskethintwarning2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const baskethintwarning2 = de_ch2_baskethintwarning2;
export { baskethintwarning2 as "basketHintWarning" }