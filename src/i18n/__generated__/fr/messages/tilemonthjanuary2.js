/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjanuary2Inputs */

const fr_tilemonthjanuary2 = /** @type {(inputs: Tilemonthjanuary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`janvier`)
};

/**

* @param {Tilemonthjanuary2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilemonthjanuary2 = fr_tilemonthjanuary2;
export { tilemonthjanuary2 as "tileMonthJanuary" }