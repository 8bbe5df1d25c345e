/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjune2Inputs */

const de_ch2_tilemonthjune2 = /** @type {(inputs: Tilemonthjune2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juni`)
};

/**

* @param {Tilemonthjune2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilemonthjune2 = de_ch2_tilemonthjune2;
export { tilemonthjune2 as "tileMonthJune" }