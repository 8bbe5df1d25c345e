/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketforwarding1Inputs */

const de_ch2_basketforwarding1 = /** @type {(inputs: Basketforwarding1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speditionslieferung`)
};

/**

* @param {Basketforwarding1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketforwarding1 = de_ch2_basketforwarding1;
export { basketforwarding1 as "basketForwarding" }