/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmarch2Inputs */

const nl_tilemonthmarch2 = /** @type {(inputs: Tilemonthmarch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`maart`)
};

/**

* @param {Tilemonthmarch2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemonthmarch2 = nl_tilemonthmarch2;
export { tilemonthmarch2 as "tileMonthMarch" }