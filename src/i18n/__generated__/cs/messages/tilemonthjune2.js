/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjune2Inputs */

const cs_tilemonthjune2 = /** @type {(inputs: Tilemonthjune2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`června`)
};

/**

* @param {Tilemonthjune2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthjune2 = cs_tilemonthjune2;
export { tilemonthjune2 as "tileMonthJune" }