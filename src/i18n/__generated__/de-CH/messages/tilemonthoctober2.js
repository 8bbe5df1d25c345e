/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthoctober2Inputs */

const de_ch2_tilemonthoctober2 = /** @type {(inputs: Tilemonthoctober2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oktober`)
};

/**

* @param {Tilemonthoctober2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilemonthoctober2 = de_ch2_tilemonthoctober2;
export { tilemonthoctober2 as "tileMonthOctober" }