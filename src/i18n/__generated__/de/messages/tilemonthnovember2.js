/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthnovember2Inputs */

const de_tilemonthnovember2 = /** @type {(inputs: Tilemonthnovember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`November`)
};

/**

* @param {Tilemonthnovember2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilemonthnovember2 = de_tilemonthnovember2;
export { tilemonthnovember2 as "tileMonthNovember" }