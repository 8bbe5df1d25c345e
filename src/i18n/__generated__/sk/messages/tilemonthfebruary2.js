/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthfebruary2Inputs */

const sk_tilemonthfebruary2 = /** @type {(inputs: Tilemonthfebruary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`februára`)
};

/**

* @param {Tilemonthfebruary2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthfebruary2 = sk_tilemonthfebruary2;
export { tilemonthfebruary2 as "tileMonthFebruary" }