/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthfebruary2Inputs */

const sv_tilemonthfebruary2 = /** @type {(inputs: Tilemonthfebruary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`februari`)
};

/**

* @param {Tilemonthfebruary2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthfebruary2 = sv_tilemonthfebruary2;
export { tilemonthfebruary2 as "tileMonthFebruary" }