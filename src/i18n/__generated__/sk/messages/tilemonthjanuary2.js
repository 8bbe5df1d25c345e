/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjanuary2Inputs */

const sk_tilemonthjanuary2 = /** @type {(inputs: Tilemonthjanuary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`januára`)
};

/**

* @param {Tilemonthjanuary2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthjanuary2 = sk_tilemonthjanuary2;
export { tilemonthjanuary2 as "tileMonthJanuary" }