/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketempty1Inputs */

const de_ch2_basketempty1 = /** @type {(inputs: Basketempty1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Derzeit befinden sich keine Artikel in Ihrem Warenkorb.`)
};

/**

* @param {Basketempty1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketempty1 = de_ch2_basketempty1;
export { basketempty1 as "basketEmpty" }