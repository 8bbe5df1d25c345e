/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmarch2Inputs */

const fr_tilemonthmarch2 = /** @type {(inputs: Tilemonthmarch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mars`)
};

/**

* @param {Tilemonthmarch2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilemonthmarch2 = fr_tilemonthmarch2;
export { tilemonthmarch2 as "tileMonthMarch" }