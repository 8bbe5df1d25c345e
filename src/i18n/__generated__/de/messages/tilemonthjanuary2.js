/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjanuary2Inputs */

const de_tilemonthjanuary2 = /** @type {(inputs: Tilemonthjanuary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Januar`)
};

/**

* @param {Tilemonthjanuary2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilemonthjanuary2 = de_tilemonthjanuary2;
export { tilemonthjanuary2 as "tileMonthJanuary" }