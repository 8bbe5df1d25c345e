/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthapril2Inputs */

const nl_tilemonthapril2 = /** @type {(inputs: Tilemonthapril2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`april`)
};

/**

* @param {Tilemonthapril2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemonthapril2 = nl_tilemonthapril2;
export { tilemonthapril2 as "tileMonthApril" }