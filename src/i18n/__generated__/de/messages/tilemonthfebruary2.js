/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthfebruary2Inputs */

const de_tilemonthfebruary2 = /** @type {(inputs: Tilemonthfebruary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Februar`)
};

/**

* @param {Tilemonthfebruary2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilemonthfebruary2 = de_tilemonthfebruary2;
export { tilemonthfebruary2 as "tileMonthFebruary" }