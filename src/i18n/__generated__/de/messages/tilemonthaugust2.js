/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthaugust2Inputs */

const de_tilemonthaugust2 = /** @type {(inputs: Tilemonthaugust2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`August`)
};

/**

* @param {Tilemonthaugust2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilemonthaugust2 = de_tilemonthaugust2;
export { tilemonthaugust2 as "tileMonthAugust" }