/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthfebruary2Inputs */

const nl_tilemonthfebruary2 = /** @type {(inputs: Tilemonthfebruary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`februari`)
};

/**

* @param {Tilemonthfebruary2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemonthfebruary2 = nl_tilemonthfebruary2;
export { tilemonthfebruary2 as "tileMonthFebruary" }