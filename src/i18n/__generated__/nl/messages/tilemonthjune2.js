/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjune2Inputs */

const nl_tilemonthjune2 = /** @type {(inputs: Tilemonthjune2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`juni`)
};

/**

* @param {Tilemonthjune2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemonthjune2 = nl_tilemonthjune2;
export { tilemonthjune2 as "tileMonthJune" }