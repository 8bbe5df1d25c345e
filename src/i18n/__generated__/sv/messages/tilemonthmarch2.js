/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmarch2Inputs */

const sv_tilemonthmarch2 = /** @type {(inputs: Tilemonthmarch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mars`)
};

/**

* @param {Tilemonthmarch2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthmarch2 = sv_tilemonthmarch2;
export { tilemonthmarch2 as "tileMonthMarch" }