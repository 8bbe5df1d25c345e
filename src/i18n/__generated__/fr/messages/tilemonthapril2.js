/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthapril2Inputs */

const fr_tilemonthapril2 = /** @type {(inputs: Tilemonthapril2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`avril`)
};

/**

* @param {Tilemonthapril2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilemonthapril2 = fr_tilemonthapril2;
export { tilemonthapril2 as "tileMonthApril" }