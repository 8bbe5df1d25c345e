/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketundo1Inputs */

const de_ch2_basketundo1 = /** @type {(inputs: Basketundo1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückgängig`)
};

/**

* @param {Basketundo1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketundo1 = de_ch2_basketundo1;
export { basketundo1 as "basketUndo" }