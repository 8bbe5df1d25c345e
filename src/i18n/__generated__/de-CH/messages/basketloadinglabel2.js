/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloadinglabel2Inputs */

const de_ch2_basketloadinglabel2 = /** @type {(inputs: Basketloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb wird geladen`)
};

/**

* @param {Basketloadinglabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketloadinglabel2 = de_ch2_basketloadinglabel2;
export { basketloadinglabel2 as "basketLoadingLabel" }