/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmarch2Inputs */

const cs_tilemonthmarch2 = /** @type {(inputs: Tilemonthmarch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`března`)
};

/**

* @param {Tilemonthmarch2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthmarch2 = cs_tilemonthmarch2;
export { tilemonthmarch2 as "tileMonthMarch" }