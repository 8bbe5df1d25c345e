/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthapril2Inputs */

const sk_tilemonthapril2 = /** @type {(inputs: Tilemonthapril2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`apríla`)
};

/**

* @param {Tilemonthapril2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthapril2 = sk_tilemonthapril2;
export { tilemonthapril2 as "tileMonthApril" }