/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Tilerecomorefrom3Inputs */

const de_ch2_tilerecomorefrom3 = /** @type {(inputs: Tilerecomorefrom3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mehr aus ${i?.category}`)
};

/**

* @param {Tilerecomorefrom3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilerecomorefrom3 = de_ch2_tilerecomorefrom3;
export { tilerecomorefrom3 as "tileRecoMoreFrom" }