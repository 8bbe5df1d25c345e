/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmarch2Inputs */

const sk_tilemonthmarch2 = /** @type {(inputs: Tilemonthmarch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`marca`)
};

/**

* @param {Tilemonthmarch2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthmarch2 = sk_tilemonthmarch2;
export { tilemonthmarch2 as "tileMonthMarch" }