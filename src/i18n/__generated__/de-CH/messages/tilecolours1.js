/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilecolours1Inputs */

const de_ch2_tilecolours1 = /** @type {(inputs: Tilecolours1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farben`)
};

/**

* @param {Tilecolours1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilecolours1 = de_ch2_tilecolours1;
export { tilecolours1 as "tileColours" }