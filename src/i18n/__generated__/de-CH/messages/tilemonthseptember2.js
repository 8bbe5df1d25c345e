/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthseptember2Inputs */

const de_ch2_tilemonthseptember2 = /** @type {(inputs: Tilemonthseptember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`September`)
};

/**

* @param {Tilemonthseptember2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilemonthseptember2 = de_ch2_tilemonthseptember2;
export { tilemonthseptember2 as "tileMonthSeptember" }