/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthapril2Inputs */

const de_tilemonthapril2 = /** @type {(inputs: Tilemonthapril2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`April`)
};

/**

* @param {Tilemonthapril2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilemonthapril2 = de_tilemonthapril2;
export { tilemonthapril2 as "tileMonthApril" }