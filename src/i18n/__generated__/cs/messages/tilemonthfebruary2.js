/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthfebruary2Inputs */

const cs_tilemonthfebruary2 = /** @type {(inputs: Tilemonthfebruary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`února`)
};

/**

* @param {Tilemonthfebruary2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthfebruary2 = cs_tilemonthfebruary2;
export { tilemonthfebruary2 as "tileMonthFebruary" }