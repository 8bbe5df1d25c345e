/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjune2Inputs */

const sv_tilemonthjune2 = /** @type {(inputs: Tilemonthjune2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`juni`)
};

/**

* @param {Tilemonthjune2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthjune2 = sv_tilemonthjune2;
export { tilemonthjune2 as "tileMonthJune" }